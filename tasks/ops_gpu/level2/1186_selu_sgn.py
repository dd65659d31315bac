"""F.selu -> torch.sgn: synthesised by warpgym synth (seed 7, index 1924, torch#2, dim 0 x6747)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.selu -> torch.sgn"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.selu(x)
        x = torch.sgn(x)
        return x


def get_inputs():
    return [torch.randn(1727232, 256)]


def get_init_inputs():
    return []
