"""ConstantPad3d -> torch.cumsum: synthesised by warpgym synth (seed 7, index 4657, torch#2, dim 0 x1985)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConstantPad3d -> torch.cumsum"""

    def __init__(self):
        super().__init__()
        self.constantpad3d_0 = nn.ConstantPad3d(padding=1, value=0.5)

    def forward(self, x):
        x = self.constantpad3d_0(x)
        x = torch.cumsum(x, -1)
        return x


def get_inputs():
    return [torch.randn(31760, 32, 16, 16)]


def get_init_inputs():
    return []
