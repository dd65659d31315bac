"""F.gelu -> Flatten -> torch.narrow_copy: synthesised by warpgym synth (seed 8, index 54, torch#3, dim 0 x4537)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.gelu -> Flatten -> torch.narrow_copy"""

    def __init__(self):
        super().__init__()
        self.flatten_1 = nn.Flatten()

    def forward(self, x):
        x = F.gelu(x)
        x = self.flatten_1(x)
        x = torch.narrow_copy(x, -1, 2, 2)
        return x


def get_inputs():
    return [torch.randn(36296, 16, 32, 32)]


def get_init_inputs():
    return []
