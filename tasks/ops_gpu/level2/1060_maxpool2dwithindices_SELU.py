"""F.max_pool2d_with_indices -> SELU: synthesised by warpgym synth (seed 7, index 1724, torch#2, dim 0 x2527)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.max_pool2d_with_indices -> SELU"""

    def __init__(self):
        super().__init__()
        self.selu_1 = nn.SELU()

    def forward(self, x):
        x = F.max_pool2d_with_indices(x, kernel_size=3)[0]
        x = self.selu_1(x)
        return x


def get_inputs():
    return [torch.randn(80864, 128, 64)]


def get_init_inputs():
    return []
