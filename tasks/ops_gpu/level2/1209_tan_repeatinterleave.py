"""torch.tan -> torch.repeat_interleave: synthesised by warpgym synth (seed 7, index 1957, torch#2, dim 0 x2441)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.tan -> torch.repeat_interleave"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.tan(x)
        x = torch.repeat_interleave(x, 2)
        return x


def get_inputs():
    return [torch.randn(19528, 16, 32, 32)]


def get_init_inputs():
    return []
