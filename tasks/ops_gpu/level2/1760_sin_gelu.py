"""torch.sin -> F.gelu: synthesised by warpgym synth (seed 7, index 2790, torch#2, dim 0 x3724)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sin -> F.gelu"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.sin(x)
        x = F.gelu(x)
        return x


def get_inputs():
    return [torch.randn(29792, 64, 16, 16)]


def get_init_inputs():
    return []
