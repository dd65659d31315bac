"""F.elu -> torch.neg -> torch.diff: synthesised by warpgym synth (seed 7, index 5457, torch#3, dim 0 x1705)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.elu -> torch.neg -> torch.diff"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.elu(x)
        x = torch.neg(x)
        x = torch.diff(x)
        return x


def get_inputs():
    return [torch.randn(436480, 256)]


def get_init_inputs():
    return []
