"""F.celu -> SiLU: synthesised by warpgym synth (seed 7, index 5308, torch#2, dim 0 x4093)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.celu -> SiLU"""

    def __init__(self):
        super().__init__()
        self.silu_1 = nn.SiLU()

    def forward(self, x):
        x = F.celu(x)
        x = self.silu_1(x)
        return x


def get_inputs():
    return [torch.randn(2095616, 256)]


def get_init_inputs():
    return []
