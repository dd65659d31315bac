"""CELU -> ELU: synthesised by warpgym synth (seed 9, index 221, torch#2, dim 0 x1188)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CELU -> ELU"""

    def __init__(self):
        super().__init__()
        self.celu_0 = nn.CELU()
        self.elu_1 = nn.ELU()

    def forward(self, x):
        x = self.celu_0(x)
        x = self.elu_1(x)
        return x


def get_inputs():
    return [torch.randn(38016, 128, 64)]


def get_init_inputs():
    return []
