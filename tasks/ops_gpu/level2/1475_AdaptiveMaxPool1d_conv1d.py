"""AdaptiveMaxPool1d -> F.conv1d: synthesised by warpgym synth (seed 7, index 2357, torch#2, dim 0 x237)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveMaxPool1d -> F.conv1d"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool1d_0 = nn.AdaptiveMaxPool1d(output_size=4)

    def forward(self, x, x1):
        x = self.adaptivemaxpool1d_0(x)
        x = F.conv1d(x, x1)
        return x


def get_inputs():
    return [torch.randn(1896, 256, 128), torch.randn(1896, 256, 4)]


def get_init_inputs():
    return []
