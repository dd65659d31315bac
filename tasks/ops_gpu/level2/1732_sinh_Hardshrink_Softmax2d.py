"""torch.sinh -> Hardshrink -> Softmax2d: synthesised by warpgym synth (seed 7, index 2744, torch#3, dim 0 x3607)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sinh -> Hardshrink -> Softmax2d"""

    def __init__(self):
        super().__init__()
        self.hardshrink_1 = nn.Hardshrink()
        self.softmax2d_2 = nn.Softmax2d()

    def forward(self, x):
        x = torch.sinh(x)
        x = self.hardshrink_1(x)
        x = self.softmax2d_2(x)
        return x


def get_inputs():
    return [torch.randn(57712, 64, 128)]


def get_init_inputs():
    return []
