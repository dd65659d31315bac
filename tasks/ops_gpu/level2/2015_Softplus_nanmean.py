"""Softplus -> torch.nanmean: synthesised by warpgym synth (seed 7, index 2746, torch#2, dim 0 x5464)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softplus -> torch.nanmean"""

    def __init__(self):
        super().__init__()
        self.softplus_0 = nn.Softplus()

    def forward(self, x):
        x = self.softplus_0(x)
        x = torch.nanmean(x)
        return x


def get_inputs():
    return [torch.randn(87424, 64, 128)]


def get_init_inputs():
    return []
