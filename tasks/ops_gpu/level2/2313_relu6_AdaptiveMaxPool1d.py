"""F.relu6 -> AdaptiveMaxPool1d: synthesised by warpgym synth (seed 7, index 3652, torch#2, dim 0 x2356)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.relu6 -> AdaptiveMaxPool1d"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool1d_1 = nn.AdaptiveMaxPool1d(output_size=4)

    def forward(self, x):
        x = F.relu6(x)
        x = self.adaptivemaxpool1d_1(x)
        return x


def get_inputs():
    return [torch.randn(1206272, 256)]


def get_init_inputs():
    return []
