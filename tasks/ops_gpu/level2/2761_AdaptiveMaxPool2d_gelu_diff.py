"""AdaptiveMaxPool2d -> F.gelu -> torch.diff: synthesised by warpgym synth (seed 7, index 4362, torch#3, dim 0 x2748)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveMaxPool2d -> F.gelu -> torch.diff"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool2d_0 = nn.AdaptiveMaxPool2d(output_size=4)

    def forward(self, x):
        x = self.adaptivemaxpool2d_0(x)
        x = F.gelu(x)
        x = torch.diff(x)
        return x


def get_inputs():
    return [torch.randn(87936, 128, 64)]


def get_init_inputs():
    return []
