"""Unfold -> F.l1_loss: synthesised by warpgym synth (seed 7, index 4720, torch#2, dim 0 x98)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Unfold -> F.l1_loss"""

    def __init__(self):
        super().__init__()
        self.unfold_0 = nn.Unfold(kernel_size=3)

    def forward(self, x, x1):
        x = self.unfold_0(x)
        x = F.l1_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(784, 64, 16, 16), torch.randn(784, 576, 196)]


def get_init_inputs():
    return []
