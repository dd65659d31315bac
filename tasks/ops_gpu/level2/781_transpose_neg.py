"""torch.transpose -> torch.neg: synthesised by warpgym synth (seed 7, index 1264, torch#2, dim 0 x7479)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.transpose -> torch.neg"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.transpose(x, -1, -2)
        x = torch.neg(x)
        return x


def get_inputs():
    return [torch.randn(478656, 1024)]


def get_init_inputs():
    return []
