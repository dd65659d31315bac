"""torch.sign -> torch.qr: synthesised by warpgym synth (seed 7, index 3098, torch#2, dim 0 x4626)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sign -> torch.qr"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.sign(x)
        x = torch.qr(x)[0]
        return x


def get_inputs():
    return [torch.randn(74016, 64, 128)]


def get_init_inputs():
    return []
