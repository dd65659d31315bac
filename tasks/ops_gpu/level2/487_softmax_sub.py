"""F.softmax -> torch.sub: synthesised by warpgym synth (seed 7, index 771, torch#2, dim 0 x1197)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softmax -> torch.sub"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.softmax(x)
        x = torch.sub(x, x1)
        return x


def get_inputs():
    return [torch.randn(306432, 256), torch.randn(306432, 256)]


def get_init_inputs():
    return []
