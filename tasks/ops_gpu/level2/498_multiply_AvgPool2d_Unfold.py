"""torch.multiply -> AvgPool2d -> Unfold: synthesised by warpgym synth (seed 7, index 797, torch#3, dim 0 x3528)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.multiply -> AvgPool2d -> Unfold"""

    def __init__(self):
        super().__init__()
        self.avgpool2d_1 = nn.AvgPool2d(kernel_size=3)
        self.unfold_2 = nn.Unfold(kernel_size=3)

    def forward(self, x, x1):
        x = torch.multiply(x, x1)
        x = self.avgpool2d_1(x)
        x = self.unfold_2(x)
        return x


def get_inputs():
    return [torch.randn(28224, 64, 16, 16), torch.randn(28224, 64, 16, 16)]


def get_init_inputs():
    return []
