"""torch.mode -> F.softmax: synthesised by warpgym synth (seed 9, index 442, torch#2, dim 0 x6387)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.mode -> F.softmax"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.mode(x)[0]
        x = F.softmax(x)
        return x


def get_inputs():
    return [torch.randn(102192, 32, 256)]


def get_init_inputs():
    return []
