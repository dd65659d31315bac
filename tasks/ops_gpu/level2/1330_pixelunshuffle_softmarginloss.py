"""F.pixel_unshuffle -> F.soft_margin_loss: synthesised by warpgym synth (seed 7, index 1823, torch#2, dim 0 x945)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.pixel_unshuffle -> F.soft_margin_loss"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.pixel_unshuffle(x, 2)
        x = F.soft_margin_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(3780, 32, 32, 32), torch.randn(3780, 128, 16, 16)]


def get_init_inputs():
    return []
