"""F.sigmoid -> Softmax: synthesised by warpgym synth (seed 9, index 34, torch#2, dim 0 x2115)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.sigmoid -> Softmax"""

    def __init__(self):
        super().__init__()
        self.softmax_1 = nn.Softmax()

    def forward(self, x):
        x = F.sigmoid(x)
        x = self.softmax_1(x)
        return x


def get_inputs():
    return [torch.randn(33840, 32, 16, 16)]


def get_init_inputs():
    return []
