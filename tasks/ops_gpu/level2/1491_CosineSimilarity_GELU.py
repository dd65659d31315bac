"""CosineSimilarity -> GELU: synthesised by warpgym synth (seed 7, index 2387, torch#2, dim 0 x1793)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CosineSimilarity -> GELU"""

    def __init__(self):
        super().__init__()
        self.cosinesimilarity_0 = nn.CosineSimilarity()
        self.gelu_1 = nn.GELU()

    def forward(self, x, x1):
        x = self.cosinesimilarity_0(x, x1)
        x = self.gelu_1(x)
        return x


def get_inputs():
    return [torch.randn(28688, 64, 128), torch.randn(28688, 64, 128)]


def get_init_inputs():
    return []
