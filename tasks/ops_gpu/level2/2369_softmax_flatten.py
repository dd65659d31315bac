"""F.softmax -> torch.flatten: synthesised by warpgym synth (seed 7, index 3737, torch#2, dim 0 x3378)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softmax -> torch.flatten"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.softmax(x)
        x = torch.flatten(x)
        return x


def get_inputs():
    return [torch.randn(27024, 16, 32, 32)]


def get_init_inputs():
    return []
