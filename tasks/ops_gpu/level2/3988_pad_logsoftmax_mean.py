"""F.pad -> F.log_softmax -> torch.mean: synthesised by warpgym synth (seed 7, index 5446, torch#3, dim 0 x1003)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.pad -> F.log_softmax -> torch.mean"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.pad(x, pad=[1, 1])
        x = F.log_softmax(x)
        x = torch.mean(x)
        return x


def get_inputs():
    return [torch.randn(513536, 256)]


def get_init_inputs():
    return []
