"""torch.adjoint -> Tanh: synthesised by warpgym synth (seed 7, index 5344, torch#2, dim 0 x4039)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.adjoint -> Tanh"""

    def __init__(self):
        super().__init__()
        self.tanh_1 = nn.Tanh()

    def forward(self, x):
        x = torch.adjoint(x)
        x = self.tanh_1(x)
        return x


def get_inputs():
    return [torch.randn(64624, 32, 256)]


def get_init_inputs():
    return []
