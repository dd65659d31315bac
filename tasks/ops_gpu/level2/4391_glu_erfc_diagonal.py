"""F.glu -> torch.erfc -> torch.diagonal: synthesised by warpgym synth (seed 7, index 6899, torch#3, dim 0 x13950)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.glu -> torch.erfc -> torch.diagonal"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.glu(x)
        x = torch.erfc(x)
        x = torch.diagonal(x)
        return x


def get_inputs():
    return [torch.randn(892800, 1024)]


def get_init_inputs():
    return []
