"""F.threshold -> F.soft_margin_loss: synthesised by warpgym synth (seed 7, index 6325, torch#2, dim 0 x1156)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.threshold -> F.soft_margin_loss"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.threshold(x, threshold=0.5, value=0.5)
        x = F.soft_margin_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(18496, 32, 16, 16), torch.randn(18496, 32, 16, 16)]


def get_init_inputs():
    return []
