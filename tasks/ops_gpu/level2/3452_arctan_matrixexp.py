"""torch.arctan -> torch.matrix_exp: synthesised by warpgym synth (seed 7, index 5425, torch#2, dim 0 x3465)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.arctan -> torch.matrix_exp"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.arctan(x)
        x = torch.matrix_exp(x)
        return x


def get_inputs():
    return [torch.randn(55440, 32, 16, 16)]


def get_init_inputs():
    return []
