"""torch.subtract -> AdaptiveMaxPool1d: synthesised by warpgym synth (seed 7, index 5473, torch#2, dim 0 x15112)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.subtract -> AdaptiveMaxPool1d"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool1d_1 = nn.AdaptiveMaxPool1d(output_size=4)

    def forward(self, x, x1):
        x = torch.subtract(x, x1)
        x = self.adaptivemaxpool1d_1(x)
        return x


def get_inputs():
    return [torch.randn(1934336, 256), torch.randn(1934336, 256)]


def get_init_inputs():
    return []
