"""Hardshrink -> torch.logsumexp -> torch.amax: synthesised by warpgym synth (seed 8, index 381, torch#3, dim 0 x852)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardshrink -> torch.logsumexp -> torch.amax"""

    def __init__(self):
        super().__init__()
        self.hardshrink_0 = nn.Hardshrink()

    def forward(self, x):
        x = self.hardshrink_0(x)
        x = torch.logsumexp(x, -1)
        x = torch.amax(x)
        return x


def get_inputs():
    return [torch.randn(13632, 32, 16, 16)]


def get_init_inputs():
    return []
