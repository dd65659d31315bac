"""ZeroPad3d -> torch.cummax: synthesised by warpgym synth (seed 7, index 6630, torch#2, dim 0 x2159)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad3d -> torch.cummax"""

    def __init__(self):
        super().__init__()
        self.zeropad3d_0 = nn.ZeroPad3d(padding=1)

    def forward(self, x):
        x = self.zeropad3d_0(x)
        x = torch.cummax(x, -1)[0]
        return x


def get_inputs():
    return [torch.randn(17272, 16, 32, 32)]


def get_init_inputs():
    return []
