"""F.lp_pool2d -> CircularPad3d: synthesised by warpgym synth (seed 10, index 97, torch#2, dim 0 x631)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.lp_pool2d -> CircularPad3d"""

    def __init__(self):
        super().__init__()
        self.circularpad3d_1 = nn.CircularPad3d(padding=1)

    def forward(self, x):
        x = F.lp_pool2d(x, kernel_size=3, norm_type=2)
        x = self.circularpad3d_1(x)
        return x


def get_inputs():
    return [torch.randn(10096, 32, 16, 16)]


def get_init_inputs():
    return []
