"""torch.flipud -> ZeroPad3d: synthesised by warpgym synth (seed 9, index 565, torch#2, dim 0 x4971)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.flipud -> ZeroPad3d"""

    def __init__(self):
        super().__init__()
        self.zeropad3d_1 = nn.ZeroPad3d(padding=1)

    def forward(self, x):
        x = torch.flipud(x)
        x = self.zeropad3d_1(x)
        return x


def get_inputs():
    return [torch.randn(19884, 16, 8, 8, 8)]


def get_init_inputs():
    return []
