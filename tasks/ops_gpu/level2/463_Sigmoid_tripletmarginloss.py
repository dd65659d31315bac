"""Sigmoid -> F.triplet_margin_loss: synthesised by warpgym synth (seed 7, index 629, torch#2, dim 0 x723)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Sigmoid -> F.triplet_margin_loss"""

    def __init__(self):
        super().__init__()
        self.sigmoid_0 = nn.Sigmoid()

    def forward(self, x, x1, x2):
        x = self.sigmoid_0(x)
        x = F.triplet_margin_loss(x, negative=x1, positive=x2)
        return x


def get_inputs():
    return [torch.randn(5784, 256, 128), torch.randn(5784, 256, 128), torch.randn(5784, 256, 128)]


def get_init_inputs():
    return []
