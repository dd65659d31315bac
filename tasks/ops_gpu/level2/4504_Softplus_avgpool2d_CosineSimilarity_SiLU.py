"""Softplus -> F.avg_pool2d -> CosineSimilarity -> SiLU: synthesised by warpgym synth (seed 8, index 103, torch#4, dim 0 x7267)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softplus -> F.avg_pool2d -> CosineSimilarity -> SiLU"""

    def __init__(self):
        super().__init__()
        self.softplus_0 = nn.Softplus()
        self.cosinesimilarity_2 = nn.CosineSimilarity()
        self.silu_3 = nn.SiLU()

    def forward(self, x, x1):
        x = self.softplus_0(x)
        x = F.avg_pool2d(x, 3)
        x = self.cosinesimilarity_2(x, x1)
        x = self.silu_3(x)
        return x


def get_inputs():
    return [torch.randn(29068, 32, 32, 32), torch.randn(29068, 32, 10, 10)]


def get_init_inputs():
    return []
