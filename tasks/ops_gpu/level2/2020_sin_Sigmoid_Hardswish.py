"""torch.sin -> Sigmoid -> Hardswish: synthesised by warpgym synth (seed 7, index 3185, torch#3, dim 0 x3797)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sin -> Sigmoid -> Hardswish"""

    def __init__(self):
        super().__init__()
        self.sigmoid_1 = nn.Sigmoid()
        self.hardswish_2 = nn.Hardswish()

    def forward(self, x):
        x = torch.sin(x)
        x = self.sigmoid_1(x)
        x = self.hardswish_2(x)
        return x


def get_inputs():
    return [torch.randn(60752, 64, 128)]


def get_init_inputs():
    return []
