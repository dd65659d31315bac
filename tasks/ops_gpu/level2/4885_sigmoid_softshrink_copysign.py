"""F.sigmoid -> F.softshrink -> torch.copysign: synthesised by warpgym synth (seed 9, index 245, torch#3, dim 0 x10829)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.sigmoid -> F.softshrink -> torch.copysign"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.sigmoid(x)
        x = F.softshrink(x)
        x = torch.copysign(x, x1)
        return x


def get_inputs():
    return [torch.randn(1386112, 256), torch.randn(1386112, 256)]


def get_init_inputs():
    return []
