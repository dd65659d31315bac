"""ZeroPad3d -> torch.tril -> torch.moveaxis: synthesised by warpgym synth (seed 7, index 1931, torch#3, dim 0 x3318)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad3d -> torch.tril -> torch.moveaxis"""

    def __init__(self):
        super().__init__()
        self.zeropad3d_0 = nn.ZeroPad3d(padding=1)

    def forward(self, x):
        x = self.zeropad3d_0(x)
        x = torch.tril(x)
        x = torch.moveaxis(x, 2, 1)
        return x


def get_inputs():
    return [torch.randn(13272, 32, 32, 32)]


def get_init_inputs():
    return []
