"""F.silu -> F.soft_margin_loss: synthesised by warpgym synth (seed 7, index 475, torch#2, dim 0 x654)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.silu -> F.soft_margin_loss"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.silu(x)
        x = F.soft_margin_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(5232, 256, 128), torch.randn(5232, 256, 128)]


def get_init_inputs():
    return []
