"""torch.swapaxes -> AvgPool2d: synthesised by warpgym synth (seed 8, index 233, torch#2, dim 0 x5151)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.swapaxes -> AvgPool2d"""

    def __init__(self):
        super().__init__()
        self.avgpool2d_1 = nn.AvgPool2d(kernel_size=3)

    def forward(self, x):
        x = torch.swapaxes(x, 2, 1)
        x = self.avgpool2d_1(x)
        return x


def get_inputs():
    return [torch.randn(41208, 16, 32, 32)]


def get_init_inputs():
    return []
