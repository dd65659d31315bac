"""Softshrink -> torch.sinc: synthesised by warpgym synth (seed 7, index 1117, torch#2, dim 0 x806)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softshrink -> torch.sinc"""

    def __init__(self):
        super().__init__()
        self.softshrink_0 = nn.Softshrink()

    def forward(self, x):
        x = self.softshrink_0(x)
        x = torch.sinc(x)
        return x


def get_inputs():
    return [torch.randn(12896, 64, 128)]


def get_init_inputs():
    return []
