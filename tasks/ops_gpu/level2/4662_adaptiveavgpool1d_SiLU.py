"""F.adaptive_avg_pool1d -> SiLU: synthesised by warpgym synth (seed 8, index 355, torch#2, dim 0 x28584)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.adaptive_avg_pool1d -> SiLU"""

    def __init__(self):
        super().__init__()
        self.silu_1 = nn.SiLU()

    def forward(self, x):
        x = F.adaptive_avg_pool1d(x, 4)
        x = self.silu_1(x)
        return x


def get_inputs():
    return [torch.randn(3658752, 256)]


def get_init_inputs():
    return []
