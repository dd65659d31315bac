"""Softmax -> torch.unique_consecutive: synthesised by warpgym synth (seed 7, index 5992, torch#2)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmax -> torch.unique_consecutive"""

    def __init__(self):
        super().__init__()
        self.softmax_0 = nn.Softmax()

    def forward(self, x):
        x = self.softmax_0(x)
        x = torch.unique_consecutive(x)
        return x


def get_inputs():
    return [torch.randn(128, 256)]


def get_init_inputs():
    return []
