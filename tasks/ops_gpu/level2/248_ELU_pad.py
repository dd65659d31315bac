"""ELU -> F.pad: synthesised by warpgym synth (seed 7, index 383, torch#2, dim 0 x9036)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ELU -> F.pad"""

    def __init__(self):
        super().__init__()
        self.elu_0 = nn.ELU()

    def forward(self, x):
        x = self.elu_0(x)
        x = F.pad(x, pad=[1, 1])
        return x


def get_inputs():
    return [torch.randn(1156608, 256)]


def get_init_inputs():
    return []
