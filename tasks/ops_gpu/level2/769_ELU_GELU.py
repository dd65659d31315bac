"""ELU -> GELU: synthesised by warpgym synth (seed 7, index 1237, torch#2, dim 0 x6984)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ELU -> GELU"""

    def __init__(self):
        super().__init__()
        self.elu_0 = nn.ELU()
        self.gelu_1 = nn.GELU()

    def forward(self, x):
        x = self.elu_0(x)
        x = self.gelu_1(x)
        return x


def get_inputs():
    return [torch.randn(446976, 1024)]


def get_init_inputs():
    return []
