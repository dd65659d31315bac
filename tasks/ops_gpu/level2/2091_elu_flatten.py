"""F.elu -> torch.flatten: synthesised by warpgym synth (seed 7, index 3299, torch#2, dim 0 x3931)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.elu -> torch.flatten"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.elu(x)
        x = torch.flatten(x)
        return x


def get_inputs():
    return [torch.randn(1006336, 512)]


def get_init_inputs():
    return []
