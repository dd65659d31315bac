"""SiLU -> Tanhshrink: synthesised by warpgym synth (seed 10, index 48, torch#2, dim 0 x1080)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SiLU -> Tanhshrink"""

    def __init__(self):
        super().__init__()
        self.silu_0 = nn.SiLU()
        self.tanhshrink_1 = nn.Tanhshrink()

    def forward(self, x):
        x = self.silu_0(x)
        x = self.tanhshrink_1(x)
        return x


def get_inputs():
    return [torch.randn(552960, 256)]


def get_init_inputs():
    return []
