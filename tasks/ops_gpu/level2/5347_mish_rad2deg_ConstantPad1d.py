"""F.mish -> torch.rad2deg -> ConstantPad1d: synthesised by warpgym synth (seed 10, index 120, torch#3, dim 0 x3957)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.mish -> torch.rad2deg -> ConstantPad1d"""

    def __init__(self):
        super().__init__()
        self.constantpad1d_2 = nn.ConstantPad1d(padding=1, value=0.5)

    def forward(self, x):
        x = F.mish(x)
        x = torch.rad2deg(x)
        x = self.constantpad1d_2(x)
        return x


def get_inputs():
    return [torch.randn(63312, 64, 128)]


def get_init_inputs():
    return []
