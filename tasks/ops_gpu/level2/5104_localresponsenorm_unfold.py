"""F.local_response_norm -> F.unfold: synthesised by warpgym synth (seed 9, index 594, torch#2, dim 0 x578)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.local_response_norm -> F.unfold"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.local_response_norm(x, size=4)
        x = F.unfold(x, kernel_size=3)
        return x


def get_inputs():
    return [torch.randn(9248, 64, 128)]


def get_init_inputs():
    return []
