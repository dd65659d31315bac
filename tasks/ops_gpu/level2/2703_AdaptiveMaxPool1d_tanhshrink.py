"""AdaptiveMaxPool1d -> F.tanhshrink: synthesised by warpgym synth (seed 7, index 4277, torch#2, dim 0 x32110)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveMaxPool1d -> F.tanhshrink"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool1d_0 = nn.AdaptiveMaxPool1d(output_size=4)

    def forward(self, x):
        x = self.adaptivemaxpool1d_0(x)
        x = F.tanhshrink(x)
        return x


def get_inputs():
    return [torch.randn(4110080, 256)]


def get_init_inputs():
    return []
