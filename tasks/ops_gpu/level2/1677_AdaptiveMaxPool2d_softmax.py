"""AdaptiveMaxPool2d -> F.softmax: synthesised by warpgym synth (seed 7, index 2658, torch#2, dim 0 x7010)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveMaxPool2d -> F.softmax"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool2d_0 = nn.AdaptiveMaxPool2d(output_size=4)

    def forward(self, x):
        x = self.adaptivemaxpool2d_0(x)
        x = F.softmax(x)
        return x


def get_inputs():
    return [torch.randn(56080, 16, 32, 32)]


def get_init_inputs():
    return []
