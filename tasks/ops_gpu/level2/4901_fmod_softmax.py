"""torch.fmod -> F.softmax: synthesised by warpgym synth (seed 9, index 271, torch#2, dim 0 x755)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.fmod -> F.softmax"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.fmod(x, x1)
        x = F.softmax(x)
        return x


def get_inputs():
    return [torch.randn(24160, 128, 64), torch.randn(24160, 128, 64)]


def get_init_inputs():
    return []
