"""torch.minimum -> torch.cov: synthesised by warpgym synth (seed 7, index 4677, torch#2)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.minimum -> torch.cov"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.minimum(x, x1)
        x = torch.cov(x)
        return x


def get_inputs():
    return [torch.randn(256, 512), torch.randn(256, 512)]


def get_init_inputs():
    return []
