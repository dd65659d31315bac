"""torch.round -> F.gelu: synthesised by warpgym synth (seed 7, index 6195, torch#2, dim 0 x4049)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.round -> F.gelu"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.round(x)
        x = F.gelu(x)
        return x


def get_inputs():
    return [torch.randn(1036544, 512)]


def get_init_inputs():
    return []
