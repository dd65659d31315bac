"""F.gelu -> torch.erfc: synthesised by warpgym synth (seed 7, index 4613, torch#2, dim 0 x1217)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.gelu -> torch.erfc"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.gelu(x)
        x = torch.erfc(x)
        return x


def get_inputs():
    return [torch.randn(9736, 16, 32, 32)]


def get_init_inputs():
    return []
