"""SiLU -> ReLU6 -> GELU: synthesised by warpgym synth (seed 7, index 2315, torch#3, dim 0 x15342)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SiLU -> ReLU6 -> GELU"""

    def __init__(self):
        super().__init__()
        self.silu_0 = nn.SiLU()
        self.relu6_1 = nn.ReLU6()
        self.gelu_2 = nn.GELU()

    def forward(self, x):
        x = self.silu_0(x)
        x = self.relu6_1(x)
        x = self.gelu_2(x)
        return x


def get_inputs():
    return [torch.randn(30684, 8, 8, 16, 16)]


def get_init_inputs():
    return []
