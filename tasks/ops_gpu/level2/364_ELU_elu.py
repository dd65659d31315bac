"""ELU -> F.elu: synthesised by warpgym synth (seed 7, index 558, torch#2, dim 0 x3872)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ELU -> F.elu"""

    def __init__(self):
        super().__init__()
        self.elu_0 = nn.ELU()

    def forward(self, x):
        x = self.elu_0(x)
        x = F.elu(x)
        return x


def get_inputs():
    return [torch.randn(15488, 32, 32, 32)]


def get_init_inputs():
    return []
