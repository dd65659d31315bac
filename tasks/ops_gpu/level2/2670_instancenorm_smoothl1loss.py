"""F.instance_norm -> F.smooth_l1_loss: synthesised by warpgym synth (seed 7, index 3642, torch#2, dim 0 x2126)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.instance_norm -> F.smooth_l1_loss"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.instance_norm(x)
        x = F.smooth_l1_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(34016, 64, 128), torch.randn(34016, 64, 128)]


def get_init_inputs():
    return []
