"""LocalResponseNorm: synthesised by warpgym synth (seed 8, index 197, torch#1, dim 0 x1747)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LocalResponseNorm"""

    def __init__(self):
        super().__init__()
        self.localresponsenorm_0 = nn.LocalResponseNorm(size=4)

    def forward(self, x):
        x = self.localresponsenorm_0(x)
        return x


def get_inputs():
    return [torch.randn(13976, 64, 16, 16)]


def get_init_inputs():
    return []
