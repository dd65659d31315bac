"""AdaptiveMaxPool1d -> torch.digamma -> torch.cummax: synthesised by warpgym synth (seed 7, index 1777, torch#3, dim 0 x28418)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveMaxPool1d -> torch.digamma -> torch.cummax"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool1d_0 = nn.AdaptiveMaxPool1d(output_size=4)

    def forward(self, x):
        x = self.adaptivemaxpool1d_0(x)
        x = torch.digamma(x)
        x = torch.cummax(x, -1)[0]
        return x


def get_inputs():
    return [torch.randn(3637504, 256)]


def get_init_inputs():
    return []
