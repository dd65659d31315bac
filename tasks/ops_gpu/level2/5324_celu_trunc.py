"""F.celu -> torch.trunc: synthesised by warpgym synth (seed 10, index 83, torch#2, dim 0 x3655)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.celu -> torch.trunc"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.celu(x)
        x = torch.trunc(x)
        return x


def get_inputs():
    return [torch.randn(14620, 32, 32, 32)]


def get_init_inputs():
    return []
