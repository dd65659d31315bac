"""AdaptiveMaxPool1d -> F.avg_pool1d: synthesised by warpgym synth (seed 7, index 6314, torch#2, dim 0 x4762)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveMaxPool1d -> F.avg_pool1d"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool1d_0 = nn.AdaptiveMaxPool1d(output_size=4)

    def forward(self, x):
        x = self.adaptivemaxpool1d_0(x)
        x = F.avg_pool1d(x, 3)
        return x


def get_inputs():
    return [torch.randn(2438144, 256)]


def get_init_inputs():
    return []
