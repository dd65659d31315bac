"""AdaptiveAvgPool2d -> ConstantPad3d: synthesised by warpgym synth (seed 7, index 1536, torch#2, dim 0 x1635)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveAvgPool2d -> ConstantPad3d"""

    def __init__(self):
        super().__init__()
        self.adaptiveavgpool2d_0 = nn.AdaptiveAvgPool2d(output_size=4)
        self.constantpad3d_1 = nn.ConstantPad3d(padding=1, value=0.5)

    def forward(self, x):
        x = self.adaptiveavgpool2d_0(x)
        x = self.constantpad3d_1(x)
        return x


def get_inputs():
    return [torch.randn(13080, 256, 128)]


def get_init_inputs():
    return []
