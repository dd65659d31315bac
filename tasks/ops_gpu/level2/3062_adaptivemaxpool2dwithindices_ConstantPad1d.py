"""F.adaptive_max_pool2d_with_indices -> ConstantPad1d: synthesised by warpgym synth (seed 7, index 4841, torch#2, dim 0 x2691)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.adaptive_max_pool2d_with_indices -> ConstantPad1d"""

    def __init__(self):
        super().__init__()
        self.constantpad1d_1 = nn.ConstantPad1d(padding=1, value=0.5)

    def forward(self, x):
        x = F.adaptive_max_pool2d_with_indices(x, output_size=4)[0]
        x = self.constantpad1d_1(x)
        return x


def get_inputs():
    return [torch.randn(21528, 256, 128)]


def get_init_inputs():
    return []
