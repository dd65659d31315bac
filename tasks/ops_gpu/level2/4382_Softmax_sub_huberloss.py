"""Softmax -> torch.sub -> F.huber_loss: synthesised by warpgym synth (seed 7, index 5977, torch#3, dim 0 x542)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmax -> torch.sub -> F.huber_loss"""

    def __init__(self):
        super().__init__()
        self.softmax_0 = nn.Softmax()

    def forward(self, x, x1, x2):
        x = self.softmax_0(x)
        x = torch.sub(x, x1)
        x = F.huber_loss(x, target=x2)
        return x


def get_inputs():
    return [torch.randn(4336, 256, 128), torch.randn(4336, 256, 128), torch.randn(4336, 256, 128)]


def get_init_inputs():
    return []
