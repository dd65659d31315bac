"""F.linear -> torch.fmin: synthesised by warpgym synth (seed 7, index 5573, torch#2)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.linear -> torch.fmin"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2):
        x = F.linear(x, x1)
        x = torch.fmin(x, x2)
        return x


def get_inputs():
    return [torch.randn(64, 1024), torch.randn(64, 1024), torch.randn(64, 64)]


def get_init_inputs():
    return []
