"""F.glu -> F.unfold: synthesised by warpgym synth (seed 7, index 5222, torch#2, dim 0 x1729)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.glu -> F.unfold"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.glu(x)
        x = F.unfold(x, kernel_size=3)
        return x


def get_inputs():
    return [torch.randn(13832, 16, 32, 32)]


def get_init_inputs():
    return []
