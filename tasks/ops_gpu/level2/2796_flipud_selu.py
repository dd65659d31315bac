"""torch.flipud -> F.selu: synthesised by warpgym synth (seed 7, index 4411, torch#2, dim 0 x3893)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.flipud -> F.selu"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.flipud(x)
        x = F.selu(x)
        return x


def get_inputs():
    return [torch.randn(996608, 512)]


def get_init_inputs():
    return []
