"""GLU -> F.pad -> ZeroPad3d: synthesised by warpgym synth (seed 7, index 3885, torch#3, dim 0 x3569)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GLU -> F.pad -> ZeroPad3d"""

    def __init__(self):
        super().__init__()
        self.glu_0 = nn.GLU()
        self.zeropad3d_2 = nn.ZeroPad3d(padding=1)

    def forward(self, x):
        x = self.glu_0(x)
        x = F.pad(x, pad=[1, 1])
        x = self.zeropad3d_2(x)
        return x


def get_inputs():
    return [torch.randn(57104, 32, 16, 16)]


def get_init_inputs():
    return []
