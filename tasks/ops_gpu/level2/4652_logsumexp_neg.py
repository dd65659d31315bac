"""torch.logsumexp -> torch.neg: synthesised by warpgym synth (seed 8, index 343, torch#2, dim 0 x5391)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.logsumexp -> torch.neg"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.logsumexp(x, -1)
        x = torch.neg(x)
        return x


def get_inputs():
    return [torch.randn(43128, 64, 16, 16)]


def get_init_inputs():
    return []
