"""ELU -> SELU: synthesised by warpgym synth (seed 9, index 153, torch#2, dim 0 x14851)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ELU -> SELU"""

    def __init__(self):
        super().__init__()
        self.elu_0 = nn.ELU()
        self.selu_1 = nn.SELU()

    def forward(self, x):
        x = self.elu_0(x)
        x = self.selu_1(x)
        return x


def get_inputs():
    return [torch.randn(59404, 16, 8, 8, 8)]


def get_init_inputs():
    return []
