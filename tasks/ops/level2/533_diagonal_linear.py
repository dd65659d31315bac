"""torch.diagonal -> F.linear: synthesised by warpgym synth (seed 7, index 698, torch#2)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.diagonal -> F.linear"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.diagonal(x)
        x = F.linear(x, x1)
        return x


def get_inputs():
    return [torch.randn(32, 128, 64), torch.randn(64, 32)]


def get_init_inputs():
    return []
