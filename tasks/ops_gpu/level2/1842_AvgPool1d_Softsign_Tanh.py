"""AvgPool1d -> Softsign -> Tanh: synthesised by warpgym synth (seed 7, index 2916, torch#3, dim 0 x798)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AvgPool1d -> Softsign -> Tanh"""

    def __init__(self):
        super().__init__()
        self.avgpool1d_0 = nn.AvgPool1d(kernel_size=3)
        self.softsign_1 = nn.Softsign()
        self.tanh_2 = nn.Tanh()

    def forward(self, x):
        x = self.avgpool1d_0(x)
        x = self.softsign_1(x)
        x = self.tanh_2(x)
        return x


def get_inputs():
    return [torch.randn(408576, 256)]


def get_init_inputs():
    return []
