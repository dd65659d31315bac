"""torch.floor_divide -> ZeroPad3d: synthesised by warpgym synth (seed 7, index 6593, torch#2, dim 0 x2466)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.floor_divide -> ZeroPad3d"""

    def __init__(self):
        super().__init__()
        self.zeropad3d_1 = nn.ZeroPad3d(padding=1)

    def forward(self, x, x1):
        x = torch.floor_divide(x, x1)
        x = self.zeropad3d_1(x)
        return x


def get_inputs():
    return [torch.randn(9864, 32, 32, 32), torch.randn(9864, 32, 32, 32)]


def get_init_inputs():
    return []
