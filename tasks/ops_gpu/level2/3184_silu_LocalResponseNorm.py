"""F.silu -> LocalResponseNorm: synthesised by warpgym synth (seed 7, index 5016, torch#2, dim 0 x591)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.silu -> LocalResponseNorm"""

    def __init__(self):
        super().__init__()
        self.localresponsenorm_1 = nn.LocalResponseNorm(size=4)

    def forward(self, x):
        x = F.silu(x)
        x = self.localresponsenorm_1(x)
        return x


def get_inputs():
    return [torch.randn(4728, 256, 128)]


def get_init_inputs():
    return []
