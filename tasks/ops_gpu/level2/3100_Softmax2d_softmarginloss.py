"""Softmax2d -> F.soft_margin_loss: synthesised by warpgym synth (seed 7, index 4244, torch#2, dim 0 x3619)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmax2d -> F.soft_margin_loss"""

    def __init__(self):
        super().__init__()
        self.softmax2d_0 = nn.Softmax2d()

    def forward(self, x, x1):
        x = self.softmax2d_0(x)
        x = F.soft_margin_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(28952, 16, 32, 32), torch.randn(28952, 16, 32, 32)]


def get_init_inputs():
    return []
