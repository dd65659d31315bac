"""ZeroPad3d -> torch.qr: synthesised by warpgym synth (seed 7, index 2684, torch#2, dim 0 x678)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad3d -> torch.qr"""

    def __init__(self):
        super().__init__()
        self.zeropad3d_0 = nn.ZeroPad3d(padding=1)

    def forward(self, x):
        x = self.zeropad3d_0(x)
        x = torch.qr(x)[0]
        return x


def get_inputs():
    return [torch.randn(10848, 32, 16, 16)]


def get_init_inputs():
    return []
