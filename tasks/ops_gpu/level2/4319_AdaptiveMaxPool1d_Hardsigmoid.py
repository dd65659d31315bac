"""AdaptiveMaxPool1d -> Hardsigmoid: synthesised by warpgym synth (seed 7, index 6785, torch#2, dim 0 x27568)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveMaxPool1d -> Hardsigmoid"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool1d_0 = nn.AdaptiveMaxPool1d(output_size=4)
        self.hardsigmoid_1 = nn.Hardsigmoid()

    def forward(self, x):
        x = self.adaptivemaxpool1d_0(x)
        x = self.hardsigmoid_1(x)
        return x


def get_inputs():
    return [torch.randn(3528704, 256)]


def get_init_inputs():
    return []
