"""Softmax -> torch.min -> torch.sub: synthesised by warpgym synth (seed 7, index 3489, torch#3, dim 0 x1927)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmax -> torch.min -> torch.sub"""

    def __init__(self):
        super().__init__()
        self.softmax_0 = nn.Softmax()

    def forward(self, x, x1, x2):
        x = self.softmax_0(x)
        x = torch.min(x, x1)
        x = torch.sub(x, x2)
        return x


def get_inputs():
    return [torch.randn(30832, 64, 128), torch.randn(30832, 64, 128), torch.randn(30832, 64, 128)]


def get_init_inputs():
    return []
