"""torch.triu -> F.softmax: synthesised by warpgym synth (seed 7, index 2501, torch#2, dim 0 x13698)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.triu -> F.softmax"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.triu(x)
        x = F.softmax(x)
        return x


def get_inputs():
    return [torch.randn(1753344, 256)]


def get_init_inputs():
    return []
