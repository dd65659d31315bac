"""AdaptiveMaxPool1d -> torch.prod: synthesised by warpgym synth (seed 7, index 5869, torch#2, dim 0 x7297)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveMaxPool1d -> torch.prod"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool1d_0 = nn.AdaptiveMaxPool1d(output_size=4)

    def forward(self, x):
        x = self.adaptivemaxpool1d_0(x)
        x = torch.prod(x, -1)
        return x


def get_inputs():
    return [torch.randn(1868032, 512)]


def get_init_inputs():
    return []
