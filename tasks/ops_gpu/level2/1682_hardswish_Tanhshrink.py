"""F.hardswish -> Tanhshrink: synthesised by warpgym synth (seed 7, index 2669, torch#2, dim 0 x1529)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardswish -> Tanhshrink"""

    def __init__(self):
        super().__init__()
        self.tanhshrink_1 = nn.Tanhshrink()

    def forward(self, x):
        x = F.hardswish(x)
        x = self.tanhshrink_1(x)
        return x


def get_inputs():
    return [torch.randn(391424, 256)]


def get_init_inputs():
    return []
