"""ZeroPad3d -> Softshrink: synthesised by warpgym synth (seed 7, index 1276, torch#2, dim 0 x1045)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad3d -> Softshrink"""

    def __init__(self):
        super().__init__()
        self.zeropad3d_0 = nn.ZeroPad3d(padding=1)
        self.softshrink_1 = nn.Softshrink()

    def forward(self, x):
        x = self.zeropad3d_0(x)
        x = self.softshrink_1(x)
        return x


def get_inputs():
    return [torch.randn(8360, 256, 128)]


def get_init_inputs():
    return []
