"""torch.asinh -> ConstantPad3d: synthesised by warpgym synth (seed 8, index 223, torch#2, dim 0 x3618)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.asinh -> ConstantPad3d"""

    def __init__(self):
        super().__init__()
        self.constantpad3d_1 = nn.ConstantPad3d(padding=1, value=0.5)

    def forward(self, x):
        x = torch.asinh(x)
        x = self.constantpad3d_1(x)
        return x


def get_inputs():
    return [torch.randn(57888, 64, 128)]


def get_init_inputs():
    return []
