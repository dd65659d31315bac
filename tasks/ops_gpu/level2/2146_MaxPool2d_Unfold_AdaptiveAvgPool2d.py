"""MaxPool2d -> Unfold -> AdaptiveAvgPool2d: synthesised by warpgym synth (seed 7, index 3394, torch#3, dim 0 x7531)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """MaxPool2d -> Unfold -> AdaptiveAvgPool2d"""

    def __init__(self):
        super().__init__()
        self.maxpool2d_0 = nn.MaxPool2d(kernel_size=3)
        self.unfold_1 = nn.Unfold(kernel_size=3)
        self.adaptiveavgpool2d_2 = nn.AdaptiveAvgPool2d(output_size=4)

    def forward(self, x):
        x = self.maxpool2d_0(x)
        x = self.unfold_1(x)
        x = self.adaptiveavgpool2d_2(x)
        return x


def get_inputs():
    return [torch.randn(30124, 32, 32, 32)]


def get_init_inputs():
    return []
