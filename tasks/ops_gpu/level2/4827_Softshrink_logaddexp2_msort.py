"""Softshrink -> torch.logaddexp2 -> torch.msort: synthesised by warpgym synth (seed 9, index 154, torch#3, dim 0 x2705)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softshrink -> torch.logaddexp2 -> torch.msort"""

    def __init__(self):
        super().__init__()
        self.softshrink_0 = nn.Softshrink()

    def forward(self, x, x1):
        x = self.softshrink_0(x)
        x = torch.logaddexp2(x, x1)
        x = torch.msort(x)
        return x


def get_inputs():
    return [torch.randn(43280, 32, 256), torch.randn(43280, 32, 256)]


def get_init_inputs():
    return []
