"""CosineSimilarity -> F.celu: synthesised by warpgym synth (seed 7, index 2095, torch#2, dim 0 x855)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CosineSimilarity -> F.celu"""

    def __init__(self):
        super().__init__()
        self.cosinesimilarity_0 = nn.CosineSimilarity()

    def forward(self, x, x1):
        x = self.cosinesimilarity_0(x, x1)
        x = F.celu(x)
        return x


def get_inputs():
    return [torch.randn(6840, 16, 32, 32), torch.randn(6840, 16, 32, 32)]


def get_init_inputs():
    return []
