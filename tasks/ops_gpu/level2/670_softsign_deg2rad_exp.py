"""F.softsign -> torch.deg2rad -> torch.exp: synthesised by warpgym synth (seed 7, index 1076, torch#3, dim 0 x1546)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softsign -> torch.deg2rad -> torch.exp"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.softsign(x)
        x = torch.deg2rad(x)
        x = torch.exp(x)
        return x


def get_inputs():
    return [torch.randn(49472, 128, 64)]


def get_init_inputs():
    return []
