"""torch.lgamma -> F.selu: synthesised by warpgym synth (seed 7, index 1114, torch#2, dim 0 x1018)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.lgamma -> F.selu"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.lgamma(x)
        x = F.selu(x)
        return x


def get_inputs():
    return [torch.randn(32576, 128, 64)]


def get_init_inputs():
    return []
