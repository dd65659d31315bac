"""torch.qr -> torch.min: synthesised by warpgym synth (seed 7, index 6080, torch#2, dim 0 x2198)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.qr -> torch.min"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.qr(x)[0]
        x = torch.min(x, x1)
        return x


def get_inputs():
    return [torch.randn(8792, 16, 8, 8, 8), torch.randn(8792, 16, 8, 8, 8)]


def get_init_inputs():
    return []
