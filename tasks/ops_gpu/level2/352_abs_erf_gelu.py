"""torch.abs -> torch.erf -> F.gelu: synthesised by warpgym synth (seed 7, index 538, torch#3, dim 0 x14085)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.abs -> torch.erf -> F.gelu"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.abs(x)
        x = torch.erf(x)
        x = F.gelu(x)
        return x


def get_inputs():
    return [torch.randn(28170, 8, 8, 16, 16)]


def get_init_inputs():
    return []
