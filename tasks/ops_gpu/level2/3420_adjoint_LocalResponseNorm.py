"""torch.adjoint -> LocalResponseNorm: synthesised by warpgym synth (seed 7, index 5375, torch#2, dim 0 x203)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.adjoint -> LocalResponseNorm"""

    def __init__(self):
        super().__init__()
        self.localresponsenorm_1 = nn.LocalResponseNorm(size=4)

    def forward(self, x):
        x = torch.adjoint(x)
        x = self.localresponsenorm_1(x)
        return x


def get_inputs():
    return [torch.randn(812, 32, 32, 32)]


def get_init_inputs():
    return []
