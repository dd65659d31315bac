"""F.normalize -> ZeroPad3d: synthesised by warpgym synth (seed 7, index 4979, torch#2, dim 0 x516)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.normalize -> ZeroPad3d"""

    def __init__(self):
        super().__init__()
        self.zeropad3d_1 = nn.ZeroPad3d(padding=1)

    def forward(self, x):
        x = F.normalize(x)
        x = self.zeropad3d_1(x)
        return x


def get_inputs():
    return [torch.randn(2064, 32, 32, 32)]


def get_init_inputs():
    return []
