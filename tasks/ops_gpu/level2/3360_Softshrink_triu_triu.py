"""Softshrink -> torch.triu -> torch.triu: synthesised by warpgym synth (seed 7, index 5286, torch#3, dim 0 x1308)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softshrink -> torch.triu -> torch.triu"""

    def __init__(self):
        super().__init__()
        self.softshrink_0 = nn.Softshrink()

    def forward(self, x):
        x = self.softshrink_0(x)
        x = torch.triu(x)
        x = torch.triu(x)
        return x


def get_inputs():
    return [torch.randn(10464, 64, 16, 16)]


def get_init_inputs():
    return []
