"""F.glu -> torch.histogram: synthesised by warpgym synth (seed 7, index 3751, torch#2)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.glu -> torch.histogram"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.glu(x)
        x = torch.histogram(x)[0]
        return x


def get_inputs():
    return [torch.randn(8, 16, 32, 32)]


def get_init_inputs():
    return []
