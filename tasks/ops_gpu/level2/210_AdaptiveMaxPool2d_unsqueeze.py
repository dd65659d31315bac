"""AdaptiveMaxPool2d -> torch.unsqueeze: synthesised by warpgym synth (seed 7, index 326, torch#2, dim 0 x7026)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveMaxPool2d -> torch.unsqueeze"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool2d_0 = nn.AdaptiveMaxPool2d(output_size=4)

    def forward(self, x):
        x = self.adaptivemaxpool2d_0(x)
        x = torch.unsqueeze(x, -1)
        return x


def get_inputs():
    return [torch.randn(112416, 32, 16, 16)]


def get_init_inputs():
    return []
