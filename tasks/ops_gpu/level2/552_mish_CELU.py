"""F.mish -> CELU: synthesised by warpgym synth (seed 7, index 895, torch#2, dim 0 x473)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.mish -> CELU"""

    def __init__(self):
        super().__init__()
        self.celu_1 = nn.CELU()

    def forward(self, x):
        x = F.mish(x)
        x = self.celu_1(x)
        return x


def get_inputs():
    return [torch.randn(3784, 256, 128)]


def get_init_inputs():
    return []
