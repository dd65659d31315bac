"""torch.arctan2 -> AdaptiveMaxPool1d: synthesised by warpgym synth (seed 7, index 332, torch#2, dim 0 x1515)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.arctan2 -> AdaptiveMaxPool1d"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool1d_1 = nn.AdaptiveMaxPool1d(output_size=4)

    def forward(self, x, x1):
        x = torch.arctan2(x, x1)
        x = self.adaptivemaxpool1d_1(x)
        return x


def get_inputs():
    return [torch.randn(24240, 64, 128), torch.randn(24240, 64, 128)]


def get_init_inputs():
    return []
