"""Softshrink -> torch.nanmean: synthesised by warpgym synth (seed 7, index 6384, torch#2, dim 0 x5511)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softshrink -> torch.nanmean"""

    def __init__(self):
        super().__init__()
        self.softshrink_0 = nn.Softshrink()

    def forward(self, x):
        x = self.softshrink_0(x)
        x = torch.nanmean(x)
        return x


def get_inputs():
    return [torch.randn(1410816, 256)]


def get_init_inputs():
    return []
