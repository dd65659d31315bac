"""torch.swapaxes -> LocalResponseNorm: synthesised by warpgym synth (seed 7, index 2351, torch#2, dim 0 x2653)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.swapaxes -> LocalResponseNorm"""

    def __init__(self):
        super().__init__()
        self.localresponsenorm_1 = nn.LocalResponseNorm(size=4)

    def forward(self, x):
        x = torch.swapaxes(x, 2, 1)
        x = self.localresponsenorm_1(x)
        return x


def get_inputs():
    return [torch.randn(42448, 32, 16, 16)]


def get_init_inputs():
    return []
