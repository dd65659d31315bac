"""CosineSimilarity -> torch.arcsinh: synthesised by warpgym synth (seed 7, index 295, torch#2, dim 0 x334)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CosineSimilarity -> torch.arcsinh"""

    def __init__(self):
        super().__init__()
        self.cosinesimilarity_0 = nn.CosineSimilarity()

    def forward(self, x, x1):
        x = self.cosinesimilarity_0(x, x1)
        x = torch.arcsinh(x)
        return x


def get_inputs():
    return [torch.randn(5344, 64, 128), torch.randn(5344, 64, 128)]


def get_init_inputs():
    return []
