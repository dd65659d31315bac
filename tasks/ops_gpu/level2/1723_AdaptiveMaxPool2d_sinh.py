"""AdaptiveMaxPool2d -> torch.sinh: synthesised by warpgym synth (seed 7, index 2733, torch#2, dim 0 x7370)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveMaxPool2d -> torch.sinh"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool2d_0 = nn.AdaptiveMaxPool2d(output_size=4)

    def forward(self, x):
        x = self.adaptivemaxpool2d_0(x)
        x = torch.sinh(x)
        return x


def get_inputs():
    return [torch.randn(29480, 32, 32, 32)]


def get_init_inputs():
    return []
