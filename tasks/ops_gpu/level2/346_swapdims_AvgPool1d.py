"""torch.swapdims -> AvgPool1d: synthesised by warpgym synth (seed 7, index 531, torch#2, dim 0 x6122)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.swapdims -> AvgPool1d"""

    def __init__(self):
        super().__init__()
        self.avgpool1d_1 = nn.AvgPool1d(kernel_size=3)

    def forward(self, x):
        x = torch.swapdims(x, -1, -2)
        x = self.avgpool1d_1(x)
        return x


def get_inputs():
    return [torch.randn(97952, 32, 256)]


def get_init_inputs():
    return []
