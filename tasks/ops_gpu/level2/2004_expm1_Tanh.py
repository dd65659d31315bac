"""torch.expm1 -> Tanh: synthesised by warpgym synth (seed 7, index 3161, torch#2, dim 0 x10798)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.expm1 -> Tanh"""

    def __init__(self):
        super().__init__()
        self.tanh_1 = nn.Tanh()

    def forward(self, x):
        x = torch.expm1(x)
        x = self.tanh_1(x)
        return x


def get_inputs():
    return [torch.randn(43192, 16, 8, 8, 8)]


def get_init_inputs():
    return []
