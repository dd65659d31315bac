"""F.mish -> Softmax2d: synthesised by warpgym synth (seed 7, index 235, torch#2, dim 0 x1281)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.mish -> Softmax2d"""

    def __init__(self):
        super().__init__()
        self.softmax2d_1 = nn.Softmax2d()

    def forward(self, x):
        x = F.mish(x)
        x = self.softmax2d_1(x)
        return x


def get_inputs():
    return [torch.randn(10248, 256, 128)]


def get_init_inputs():
    return []
