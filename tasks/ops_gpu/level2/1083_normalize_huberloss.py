"""F.normalize -> F.huber_loss: synthesised by warpgym synth (seed 7, index 1483, torch#2, dim 0 x3952)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.normalize -> F.huber_loss"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.normalize(x)
        x = F.huber_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(31616, 64, 16, 16), torch.randn(31616, 64, 16, 16)]


def get_init_inputs():
    return []
