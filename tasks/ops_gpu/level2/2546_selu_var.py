"""F.selu -> torch.var: synthesised by warpgym synth (seed 7, index 3472, torch#2, dim 0 x30945)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.selu -> torch.var"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.selu(x)
        x = torch.var(x)
        return x


def get_inputs():
    return [torch.randn(61890, 8, 8, 16, 16)]


def get_init_inputs():
    return []
