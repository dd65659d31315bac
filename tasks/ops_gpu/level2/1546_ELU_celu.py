"""ELU -> F.celu: synthesised by warpgym synth (seed 7, index 2470, torch#2, dim 0 x3239)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ELU -> F.celu"""

    def __init__(self):
        super().__init__()
        self.elu_0 = nn.ELU()

    def forward(self, x):
        x = self.elu_0(x)
        x = F.celu(x)
        return x


def get_inputs():
    return [torch.randn(51824, 32, 16, 16)]


def get_init_inputs():
    return []
