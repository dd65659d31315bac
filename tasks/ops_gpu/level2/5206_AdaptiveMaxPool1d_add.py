"""AdaptiveMaxPool1d -> torch.add: synthesised by warpgym synth (seed 9, index 740, torch#2, dim 0 x6747)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveMaxPool1d -> torch.add"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool1d_0 = nn.AdaptiveMaxPool1d(output_size=4)

    def forward(self, x, x1):
        x = self.adaptivemaxpool1d_0(x)
        x = torch.add(x, x1)
        return x


def get_inputs():
    return [torch.randn(3454464, 256), torch.randn(3454464, 4)]


def get_init_inputs():
    return []
