"""CircularPad3d -> F.tanhshrink: synthesised by warpgym synth (seed 7, index 4968, torch#2, dim 0 x2933)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CircularPad3d -> F.tanhshrink"""

    def __init__(self):
        super().__init__()
        self.circularpad3d_0 = nn.CircularPad3d(padding=1)

    def forward(self, x):
        x = self.circularpad3d_0(x)
        x = F.tanhshrink(x)
        return x


def get_inputs():
    return [torch.randn(11732, 16, 8, 8, 8)]


def get_init_inputs():
    return []
