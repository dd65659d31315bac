"""AdaptiveMaxPool1d -> F.rrelu: synthesised by warpgym synth (seed 7, index 5255, torch#2, dim 0 x3154)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveMaxPool1d -> F.rrelu"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool1d_0 = nn.AdaptiveMaxPool1d(output_size=4)

    def forward(self, x):
        x = self.adaptivemaxpool1d_0(x)
        x = F.rrelu(x)
        return x


def get_inputs():
    return [torch.randn(1614848, 256)]


def get_init_inputs():
    return []
