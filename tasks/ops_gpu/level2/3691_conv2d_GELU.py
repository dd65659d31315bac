"""F.conv2d -> GELU: synthesised by warpgym synth (seed 7, index 5783, torch#2, dim 0 x275)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.conv2d -> GELU"""

    def __init__(self):
        super().__init__()
        self.gelu_1 = nn.GELU()

    def forward(self, x, x1):
        x = F.conv2d(x, x1)
        x = self.gelu_1(x)
        return x


def get_inputs():
    return [torch.randn(1100, 32, 32, 32), torch.randn(1100, 32, 32, 32)]


def get_init_inputs():
    return []
