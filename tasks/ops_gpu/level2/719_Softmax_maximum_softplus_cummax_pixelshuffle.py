"""Softmax -> torch.maximum -> F.softplus -> torch.cummax -> F.pixel_shuffle: synthesised by warpgym synth (seed 7, index 1150, torch#5, dim 0 x1448)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmax -> torch.maximum -> F.softplus -> torch.cummax -> F.pixel_shuffle"""

    def __init__(self):
        super().__init__()
        self.softmax_0 = nn.Softmax()

    def forward(self, x, x1):
        x = self.softmax_0(x)
        x = torch.maximum(x, x1)
        x = F.softplus(x)
        x = torch.cummax(x, -1)[0]
        x = F.pixel_shuffle(x, 2)
        return x


def get_inputs():
    return [torch.randn(5792, 16, 8, 8, 8), torch.randn(5792, 16, 8, 8, 8)]


def get_init_inputs():
    return []
