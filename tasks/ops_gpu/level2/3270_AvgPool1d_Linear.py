"""AvgPool1d -> Linear: synthesised by warpgym synth (seed 7, index 5153, torch#2, dim 0 x4594)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AvgPool1d -> Linear"""

    def __init__(self):
        super().__init__()
        self.avgpool1d_0 = nn.AvgPool1d(kernel_size=3)
        self.linear_1 = nn.Linear(in_features=85, out_features=85)

    def forward(self, x):
        x = self.avgpool1d_0(x)
        x = self.linear_1(x)
        return x


def get_inputs():
    return [torch.randn(73504, 32, 256)]


def get_init_inputs():
    return []
