"""AvgPool1d -> Tanhshrink -> torch.sort: synthesised by warpgym synth (seed 7, index 1875, torch#3, dim 0 x709)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AvgPool1d -> Tanhshrink -> torch.sort"""

    def __init__(self):
        super().__init__()
        self.avgpool1d_0 = nn.AvgPool1d(kernel_size=3)
        self.tanhshrink_1 = nn.Tanhshrink()

    def forward(self, x):
        x = self.avgpool1d_0(x)
        x = self.tanhshrink_1(x)
        x = torch.sort(x)[0]
        return x


def get_inputs():
    return [torch.randn(181504, 512)]


def get_init_inputs():
    return []
