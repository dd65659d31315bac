"""LocalResponseNorm -> ZeroPad3d: synthesised by warpgym synth (seed 7, index 2947, torch#2, dim 0 x492)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LocalResponseNorm -> ZeroPad3d"""

    def __init__(self):
        super().__init__()
        self.localresponsenorm_0 = nn.LocalResponseNorm(size=4)
        self.zeropad3d_1 = nn.ZeroPad3d(padding=1)

    def forward(self, x):
        x = self.localresponsenorm_0(x)
        x = self.zeropad3d_1(x)
        return x


def get_inputs():
    return [torch.randn(3936, 64, 16, 16)]


def get_init_inputs():
    return []
