"""Tanhshrink -> torch.histc: synthesised by warpgym synth (seed 7, index 3206, torch#2, dim 0 x3141)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Tanhshrink -> torch.histc"""

    def __init__(self):
        super().__init__()
        self.tanhshrink_0 = nn.Tanhshrink()

    def forward(self, x):
        x = self.tanhshrink_0(x)
        x = torch.histc(x)
        return x


def get_inputs():
    return [torch.randn(25128, 16, 32, 32)]


def get_init_inputs():
    return []
