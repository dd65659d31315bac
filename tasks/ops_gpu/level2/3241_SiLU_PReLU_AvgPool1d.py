"""SiLU -> PReLU -> AvgPool1d: synthesised by warpgym synth (seed 7, index 5110, torch#3, dim 0 x9379)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SiLU -> PReLU -> AvgPool1d"""

    def __init__(self):
        super().__init__()
        self.silu_0 = nn.SiLU()
        self.prelu_1 = nn.PReLU()
        self.avgpool1d_2 = nn.AvgPool1d(kernel_size=3)

    def forward(self, x):
        x = self.silu_0(x)
        x = self.prelu_1(x)
        x = self.avgpool1d_2(x)
        return x


def get_inputs():
    return [torch.randn(1200512, 256)]


def get_init_inputs():
    return []
