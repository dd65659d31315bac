"""Softplus -> F.triplet_margin_with_distance_loss: synthesised by warpgym synth (seed 7, index 4213, torch#2, dim 0 x514)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softplus -> F.triplet_margin_with_distance_loss"""

    def __init__(self):
        super().__init__()
        self.softplus_0 = nn.Softplus()

    def forward(self, x, x1, x2):
        x = self.softplus_0(x)
        x = F.triplet_margin_with_distance_loss(x, negative=x1, positive=x2)
        return x


def get_inputs():
    return [torch.randn(131584, 512), torch.randn(131584, 512), torch.randn(131584, 512)]


def get_init_inputs():
    return []
