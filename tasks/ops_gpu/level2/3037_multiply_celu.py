"""torch.multiply -> F.celu: synthesised by warpgym synth (seed 7, index 4804, torch#2, dim 0 x2144)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.multiply -> F.celu"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.multiply(x, x1)
        x = F.celu(x)
        return x


def get_inputs():
    return [torch.randn(548864, 512), torch.randn(548864, 512)]


def get_init_inputs():
    return []
