"""Sigmoid -> F.soft_margin_loss: synthesised by warpgym synth (seed 7, index 2949, torch#2, dim 0 x3155)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Sigmoid -> F.soft_margin_loss"""

    def __init__(self):
        super().__init__()
        self.sigmoid_0 = nn.Sigmoid()

    def forward(self, x, x1):
        x = self.sigmoid_0(x)
        x = F.soft_margin_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(25240, 16, 32, 32), torch.randn(25240, 16, 32, 32)]


def get_init_inputs():
    return []
