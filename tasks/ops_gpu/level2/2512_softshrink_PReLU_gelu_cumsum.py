"""F.softshrink -> PReLU -> F.gelu -> torch.cumsum: synthesised by warpgym synth (seed 7, index 3983, torch#4, dim 0 x14924)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softshrink -> PReLU -> F.gelu -> torch.cumsum"""

    def __init__(self):
        super().__init__()
        self.prelu_1 = nn.PReLU()

    def forward(self, x):
        x = F.softshrink(x)
        x = self.prelu_1(x)
        x = F.gelu(x)
        x = torch.cumsum(x, -1)
        return x


def get_inputs():
    return [torch.randn(29848, 8, 8, 16, 16)]


def get_init_inputs():
    return []
