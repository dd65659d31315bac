"""AvgPool1d -> torch.quantile: synthesised by warpgym synth (seed 7, index 732, torch#2, dim 0 x328)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AvgPool1d -> torch.quantile"""

    def __init__(self):
        super().__init__()
        self.avgpool1d_0 = nn.AvgPool1d(kernel_size=3)

    def forward(self, x):
        x = self.avgpool1d_0(x)
        x = torch.quantile(x, 0.5)
        return x


def get_inputs():
    return [torch.randn(167936, 256)]


def get_init_inputs():
    return []
