"""Softmax -> torch.remainder -> torch.nanmean: synthesised by warpgym synth (seed 7, index 2405, torch#3, dim 0 x15042)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmax -> torch.remainder -> torch.nanmean"""

    def __init__(self):
        super().__init__()
        self.softmax_0 = nn.Softmax()

    def forward(self, x, x1):
        x = self.softmax_0(x)
        x = torch.remainder(x, x1)
        x = torch.nanmean(x)
        return x


def get_inputs():
    return [torch.randn(60168, 16, 8, 8, 8), torch.randn(60168, 16, 8, 8, 8)]


def get_init_inputs():
    return []
