"""torch.cov -> F.normalize: synthesised by warpgym synth (seed 7, index 3922, torch#2)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.cov -> F.normalize"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.cov(x)
        x = F.normalize(x)
        return x


def get_inputs():
    return [torch.randn(64, 1024)]


def get_init_inputs():
    return []
