"""F.softplus -> torch.qr: synthesised by warpgym synth (seed 7, index 4878, torch#2, dim 0 x4108)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softplus -> torch.qr"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.softplus(x)
        x = torch.qr(x)[0]
        return x


def get_inputs():
    return [torch.randn(65728, 32, 256)]


def get_init_inputs():
    return []
