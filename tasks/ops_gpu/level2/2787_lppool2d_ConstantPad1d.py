"""F.lp_pool2d -> ConstantPad1d: synthesised by warpgym synth (seed 7, index 4397, torch#2, dim 0 x713)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.lp_pool2d -> ConstantPad1d"""

    def __init__(self):
        super().__init__()
        self.constantpad1d_1 = nn.ConstantPad1d(padding=1, value=0.5)

    def forward(self, x):
        x = F.lp_pool2d(x, kernel_size=3, norm_type=2)
        x = self.constantpad1d_1(x)
        return x


def get_inputs():
    return [torch.randn(5704, 64, 16, 16)]


def get_init_inputs():
    return []
