"""torch.tan -> torch.flatten: synthesised by warpgym synth (seed 7, index 5633, torch#2, dim 0 x3334)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.tan -> torch.flatten"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.tan(x)
        x = torch.flatten(x)
        return x


def get_inputs():
    return [torch.randn(53344, 32, 16, 16)]


def get_init_inputs():
    return []
