"""F.l1_loss: synthesised by warpgym synth (seed 7, index 401, torch#1, dim 0 x3900)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.l1_loss"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.l1_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(62400, 32, 256), torch.randn(62400, 32, 256)]


def get_init_inputs():
    return []
