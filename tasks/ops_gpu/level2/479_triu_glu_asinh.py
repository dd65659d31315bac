"""torch.triu -> F.glu -> torch.asinh: synthesised by warpgym synth (seed 7, index 760, torch#3, dim 0 x3468)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.triu -> F.glu -> torch.asinh"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.triu(x)
        x = F.glu(x)
        x = torch.asinh(x)
        return x


def get_inputs():
    return [torch.randn(55488, 32, 256)]


def get_init_inputs():
    return []
