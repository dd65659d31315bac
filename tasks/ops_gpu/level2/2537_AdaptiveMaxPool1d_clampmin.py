"""AdaptiveMaxPool1d -> torch.clamp_min: synthesised by warpgym synth (seed 7, index 4021, torch#2, dim 0 x7360)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveMaxPool1d -> torch.clamp_min"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool1d_0 = nn.AdaptiveMaxPool1d(output_size=4)

    def forward(self, x):
        x = self.adaptivemaxpool1d_0(x)
        x = torch.clamp_min(x, 0.5)
        return x


def get_inputs():
    return [torch.randn(117760, 32, 256)]


def get_init_inputs():
    return []
