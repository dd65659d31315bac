"""F.softsign -> F.linear -> F.triplet_margin_loss: synthesised by warpgym synth (seed 7, index 5641, torch#3)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softsign -> F.linear -> F.triplet_margin_loss"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2, x3):
        x = F.softsign(x)
        x = F.linear(x, x1)
        x = F.triplet_margin_loss(x, negative=x2, positive=x3)
        return x


def get_inputs():
    return [torch.randn(256, 256), torch.randn(256, 256), torch.randn(256, 256), torch.randn(256, 256)]


def get_init_inputs():
    return []
