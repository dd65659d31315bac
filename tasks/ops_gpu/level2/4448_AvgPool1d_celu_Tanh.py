"""AvgPool1d -> F.celu -> Tanh: synthesised by warpgym synth (seed 8, index 20, torch#3, dim 0 x22112)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AvgPool1d -> F.celu -> Tanh"""

    def __init__(self):
        super().__init__()
        self.avgpool1d_0 = nn.AvgPool1d(kernel_size=3)
        self.tanh_2 = nn.Tanh()

    def forward(self, x):
        x = self.avgpool1d_0(x)
        x = F.celu(x)
        x = self.tanh_2(x)
        return x


def get_inputs():
    return [torch.randn(2830336, 256)]


def get_init_inputs():
    return []
