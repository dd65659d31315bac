"""F.softmax -> torch.tril: synthesised by warpgym synth (seed 7, index 3182, torch#2, dim 0 x1421)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softmax -> torch.tril"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.softmax(x)
        x = torch.tril(x)
        return x


def get_inputs():
    return [torch.randn(5684, 32, 32, 32)]


def get_init_inputs():
    return []
