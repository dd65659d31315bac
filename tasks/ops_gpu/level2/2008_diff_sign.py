"""torch.diff -> torch.sign: synthesised by warpgym synth (seed 7, index 3170, torch#2, dim 0 x15167)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.diff -> torch.sign"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.diff(x)
        x = torch.sign(x)
        return x


def get_inputs():
    return [torch.randn(30334, 8, 8, 16, 16)]


def get_init_inputs():
    return []
