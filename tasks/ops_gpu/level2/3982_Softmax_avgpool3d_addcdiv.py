"""Softmax -> F.avg_pool3d -> torch.addcdiv: synthesised by warpgym synth (seed 7, index 6265, torch#3, dim 0 x29877)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmax -> F.avg_pool3d -> torch.addcdiv"""

    def __init__(self):
        super().__init__()
        self.softmax_0 = nn.Softmax()

    def forward(self, x, x1, x2):
        x = self.softmax_0(x)
        x = F.avg_pool3d(x, 3)
        x = torch.addcdiv(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(119508, 16, 8, 8, 8), torch.randn(119508, 16, 2, 2, 2), torch.randn(119508, 16, 2, 2, 2)]


def get_init_inputs():
    return []
