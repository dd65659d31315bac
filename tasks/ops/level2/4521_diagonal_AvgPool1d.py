"""torch.diagonal -> AvgPool1d: synthesised by warpgym synth (seed 7, index 5924, torch#2)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.diagonal -> AvgPool1d"""

    def __init__(self):
        super().__init__()
        self.avgpool1d_1 = nn.AvgPool1d(kernel_size=3)

    def forward(self, x):
        x = torch.diagonal(x)
        x = self.avgpool1d_1(x)
        return x


def get_inputs():
    return [torch.randn(4, 32, 32, 32)]


def get_init_inputs():
    return []
