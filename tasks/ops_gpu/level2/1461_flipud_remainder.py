"""torch.flipud -> torch.remainder: synthesised by warpgym synth (seed 7, index 2330, torch#2, dim 0 x1078)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.flipud -> torch.remainder"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.flipud(x)
        x = torch.remainder(x, x1)
        return x


def get_inputs():
    return [torch.randn(4312, 32, 32, 32), torch.randn(4312, 32, 32, 32)]


def get_init_inputs():
    return []
