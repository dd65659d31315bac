"""AdaptiveMaxPool2d -> F.rrelu: synthesised by warpgym synth (seed 7, index 4908, torch#2, dim 0 x2664)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveMaxPool2d -> F.rrelu"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool2d_0 = nn.AdaptiveMaxPool2d(output_size=4)

    def forward(self, x):
        x = self.adaptivemaxpool2d_0(x)
        x = F.rrelu(x)
        return x


def get_inputs():
    return [torch.randn(21312, 64, 16, 16)]


def get_init_inputs():
    return []
