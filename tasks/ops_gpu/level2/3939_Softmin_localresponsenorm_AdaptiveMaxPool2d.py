"""Softmin -> F.local_response_norm -> AdaptiveMaxPool2d: synthesised by warpgym synth (seed 7, index 6199, torch#3, dim 0 x1169)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmin -> F.local_response_norm -> AdaptiveMaxPool2d"""

    def __init__(self):
        super().__init__()
        self.softmin_0 = nn.Softmin()
        self.adaptivemaxpool2d_2 = nn.AdaptiveMaxPool2d(output_size=4)

    def forward(self, x):
        x = self.softmin_0(x)
        x = F.local_response_norm(x, size=4)
        x = self.adaptivemaxpool2d_2(x)
        return x


def get_inputs():
    return [torch.randn(18704, 32, 256)]


def get_init_inputs():
    return []
