"""F.celu -> torch.norm: synthesised by warpgym synth (seed 7, index 3188, torch#2, dim 0 x4046)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.celu -> torch.norm"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.celu(x)
        x = torch.norm(x)
        return x


def get_inputs():
    return [torch.randn(129472, 128, 64)]


def get_init_inputs():
    return []
