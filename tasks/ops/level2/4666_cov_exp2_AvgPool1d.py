"""torch.cov -> torch.exp2 -> AvgPool1d: synthesised by warpgym synth (seed 7, index 6128, torch#3)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.cov -> torch.exp2 -> AvgPool1d"""

    def __init__(self):
        super().__init__()
        self.avgpool1d_2 = nn.AvgPool1d(kernel_size=3)

    def forward(self, x):
        x = torch.cov(x)
        x = torch.exp2(x)
        x = self.avgpool1d_2(x)
        return x


def get_inputs():
    return [torch.randn(256, 256)]


def get_init_inputs():
    return []
