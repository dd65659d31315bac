"""torch.frexp -> ZeroPad3d: synthesised by warpgym synth (seed 7, index 6147, torch#2, dim 0 x1278)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.frexp -> ZeroPad3d"""

    def __init__(self):
        super().__init__()
        self.zeropad3d_1 = nn.ZeroPad3d(padding=1)

    def forward(self, x):
        x = torch.frexp(x)[0]
        x = self.zeropad3d_1(x)
        return x


def get_inputs():
    return [torch.randn(20448, 32, 256)]


def get_init_inputs():
    return []
