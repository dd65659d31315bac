"""torch.absolute -> ZeroPad3d -> torch.moveaxis: synthesised by warpgym synth (seed 7, index 6266, torch#3, dim 0 x856)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.absolute -> ZeroPad3d -> torch.moveaxis"""

    def __init__(self):
        super().__init__()
        self.zeropad3d_1 = nn.ZeroPad3d(padding=1)

    def forward(self, x):
        x = torch.absolute(x)
        x = self.zeropad3d_1(x)
        x = torch.moveaxis(x, 2, 1)
        return x


def get_inputs():
    return [torch.randn(6848, 16, 32, 32)]


def get_init_inputs():
    return []
