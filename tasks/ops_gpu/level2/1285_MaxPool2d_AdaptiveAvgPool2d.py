"""MaxPool2d -> AdaptiveAvgPool2d: synthesised by warpgym synth (seed 7, index 2067, torch#2, dim 0 x2198)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """MaxPool2d -> AdaptiveAvgPool2d"""

    def __init__(self):
        super().__init__()
        self.maxpool2d_0 = nn.MaxPool2d(kernel_size=3)
        self.adaptiveavgpool2d_1 = nn.AdaptiveAvgPool2d(output_size=4)

    def forward(self, x):
        x = self.maxpool2d_0(x)
        x = self.adaptiveavgpool2d_1(x)
        return x


def get_inputs():
    return [torch.randn(8792, 32, 32, 32)]


def get_init_inputs():
    return []
