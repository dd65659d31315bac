"""F.softmax -> torch.unique_consecutive: synthesised by warpgym synth (seed 7, index 5407, torch#2)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softmax -> torch.unique_consecutive"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.softmax(x)
        x = torch.unique_consecutive(x)
        return x


def get_inputs():
    return [torch.randn(128, 256)]


def get_init_inputs():
    return []
