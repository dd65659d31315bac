"""F.softsign -> F.relu6 -> F.relu6: synthesised by warpgym synth (seed 7, index 304, torch#3, dim 0 x1149)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softsign -> F.relu6 -> F.relu6"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.softsign(x)
        x = F.relu6(x)
        x = F.relu6(x)
        return x


def get_inputs():
    return [torch.randn(2298, 8, 8, 16, 16)]


def get_init_inputs():
    return []
