"""ReLU6 -> torch.cosh -> Hardswish: synthesised by warpgym synth (seed 7, index 6378, torch#3, dim 0 x7415)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReLU6 -> torch.cosh -> Hardswish"""

    def __init__(self):
        super().__init__()
        self.relu6_0 = nn.ReLU6()
        self.hardswish_2 = nn.Hardswish()

    def forward(self, x):
        x = self.relu6_0(x)
        x = torch.cosh(x)
        x = self.hardswish_2(x)
        return x


def get_inputs():
    return [torch.randn(474560, 1024)]


def get_init_inputs():
    return []
