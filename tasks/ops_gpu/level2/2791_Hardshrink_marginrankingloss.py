"""Hardshrink -> F.margin_ranking_loss: synthesised by warpgym synth (seed 7, index 3808, torch#2, dim 0 x245)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardshrink -> F.margin_ranking_loss"""

    def __init__(self):
        super().__init__()
        self.hardshrink_0 = nn.Hardshrink()

    def forward(self, x, x1, x2):
        x = self.hardshrink_0(x)
        x = F.margin_ranking_loss(x, input2=x1, target=x2)
        return x


def get_inputs():
    return [torch.randn(980, 32, 32, 32), torch.randn(980, 32, 32, 32), torch.randn(980, 32, 32, 32)]


def get_init_inputs():
    return []
