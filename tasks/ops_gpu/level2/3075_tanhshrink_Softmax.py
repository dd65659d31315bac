"""F.tanhshrink -> Softmax: synthesised by warpgym synth (seed 7, index 4864, torch#2, dim 0 x680)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.tanhshrink -> Softmax"""

    def __init__(self):
        super().__init__()
        self.softmax_1 = nn.Softmax()

    def forward(self, x):
        x = F.tanhshrink(x)
        x = self.softmax_1(x)
        return x


def get_inputs():
    return [torch.randn(2720, 32, 32, 32)]


def get_init_inputs():
    return []
