"""torch.mode -> LocalResponseNorm: synthesised by warpgym synth (seed 7, index 2915, torch#2, dim 0 x4051)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.mode -> LocalResponseNorm"""

    def __init__(self):
        super().__init__()
        self.localresponsenorm_1 = nn.LocalResponseNorm(size=4)

    def forward(self, x):
        x = torch.mode(x)[0]
        x = self.localresponsenorm_1(x)
        return x


def get_inputs():
    return [torch.randn(32408, 16, 32, 32)]


def get_init_inputs():
    return []
