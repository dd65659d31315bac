"""F.selu -> Softmax: synthesised by warpgym synth (seed 7, index 2346, torch#2, dim 0 x1764)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.selu -> Softmax"""

    def __init__(self):
        super().__init__()
        self.softmax_1 = nn.Softmax()

    def forward(self, x):
        x = F.selu(x)
        x = self.softmax_1(x)
        return x


def get_inputs():
    return [torch.randn(14112, 256, 128)]


def get_init_inputs():
    return []
