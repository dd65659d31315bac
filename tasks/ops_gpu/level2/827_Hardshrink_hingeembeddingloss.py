"""Hardshrink -> F.hinge_embedding_loss: synthesised by warpgym synth (seed 7, index 1125, torch#2, dim 0 x89)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardshrink -> F.hinge_embedding_loss"""

    def __init__(self):
        super().__init__()
        self.hardshrink_0 = nn.Hardshrink()

    def forward(self, x, x1):
        x = self.hardshrink_0(x)
        x = F.hinge_embedding_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(712, 256, 128), torch.randn(712, 256, 128)]


def get_init_inputs():
    return []
