"""torch.tan -> AvgPool2d: synthesised by warpgym synth (seed 7, index 5665, torch#2, dim 0 x4766)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.tan -> AvgPool2d"""

    def __init__(self):
        super().__init__()
        self.avgpool2d_1 = nn.AvgPool2d(kernel_size=3)

    def forward(self, x):
        x = torch.tan(x)
        x = self.avgpool2d_1(x)
        return x


def get_inputs():
    return [torch.randn(38128, 64, 16, 16)]


def get_init_inputs():
    return []
