"""Softmax -> F.huber_loss: synthesised by warpgym synth (seed 7, index 344, torch#2, dim 0 x15422)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmax -> F.huber_loss"""

    def __init__(self):
        super().__init__()
        self.softmax_0 = nn.Softmax()

    def forward(self, x, x1):
        x = self.softmax_0(x)
        x = F.huber_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(1974016, 256), torch.randn(1974016, 256)]


def get_init_inputs():
    return []
