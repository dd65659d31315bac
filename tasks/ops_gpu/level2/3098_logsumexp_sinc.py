"""torch.logsumexp -> torch.sinc: synthesised by warpgym synth (seed 7, index 4896, torch#2, dim 0 x5366)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.logsumexp -> torch.sinc"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.logsumexp(x, -1)
        x = torch.sinc(x)
        return x


def get_inputs():
    return [torch.randn(21464, 32, 32, 32)]


def get_init_inputs():
    return []
