"""torch.transpose -> torch.erf -> torch.exp: synthesised by warpgym synth (seed 7, index 6608, torch#3, dim 0 x1713)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.transpose -> torch.erf -> torch.exp"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.transpose(x, -1, -2)
        x = torch.erf(x)
        x = torch.exp(x)
        return x


def get_inputs():
    return [torch.randn(6852, 32, 32, 32)]


def get_init_inputs():
    return []
