"""F.softsign -> torch.transpose: synthesised by warpgym synth (seed 7, index 3438, torch#2, dim 0 x582)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softsign -> torch.transpose"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.softsign(x)
        x = torch.transpose(x, -1, -2)
        return x


def get_inputs():
    return [torch.randn(18624, 128, 64)]


def get_init_inputs():
    return []
