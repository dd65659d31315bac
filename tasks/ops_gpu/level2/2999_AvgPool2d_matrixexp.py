"""AvgPool2d -> torch.matrix_exp: synthesised by warpgym synth (seed 7, index 4741, torch#2, dim 0 x6741)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AvgPool2d -> torch.matrix_exp"""

    def __init__(self):
        super().__init__()
        self.avgpool2d_0 = nn.AvgPool2d(kernel_size=3)

    def forward(self, x):
        x = self.avgpool2d_0(x)
        x = torch.matrix_exp(x)
        return x


def get_inputs():
    return [torch.randn(53928, 16, 32, 32)]


def get_init_inputs():
    return []
