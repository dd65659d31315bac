"""ELU -> torch.asinh: synthesised by warpgym synth (seed 9, index 179, torch#2, dim 0 x16018)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ELU -> torch.asinh"""

    def __init__(self):
        super().__init__()
        self.elu_0 = nn.ELU()

    def forward(self, x):
        x = self.elu_0(x)
        x = torch.asinh(x)
        return x


def get_inputs():
    return [torch.randn(2050304, 256)]


def get_init_inputs():
    return []
