"""Hardshrink -> F.multilabel_soft_margin_loss: synthesised by warpgym synth (seed 7, index 6083, torch#2, dim 0 x256)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardshrink -> F.multilabel_soft_margin_loss"""

    def __init__(self):
        super().__init__()
        self.hardshrink_0 = nn.Hardshrink()

    def forward(self, x, x1):
        x = self.hardshrink_0(x)
        x = F.multilabel_soft_margin_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(4096, 64, 128), torch.randn(4096, 64, 128)]


def get_init_inputs():
    return []
