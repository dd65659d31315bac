"""torch.fix -> AdaptiveMaxPool2d: synthesised by warpgym synth (seed 7, index 1772, torch#2, dim 0 x1228)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.fix -> AdaptiveMaxPool2d"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool2d_1 = nn.AdaptiveMaxPool2d(output_size=4)

    def forward(self, x):
        x = torch.fix(x)
        x = self.adaptivemaxpool2d_1(x)
        return x


def get_inputs():
    return [torch.randn(19648, 32, 256)]


def get_init_inputs():
    return []
