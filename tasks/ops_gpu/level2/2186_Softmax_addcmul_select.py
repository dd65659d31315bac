"""Softmax -> torch.addcmul -> torch.select: synthesised by warpgym synth (seed 7, index 3452, torch#3, dim 0 x526)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmax -> torch.addcmul -> torch.select"""

    def __init__(self):
        super().__init__()
        self.softmax_0 = nn.Softmax()

    def forward(self, x, x1, x2):
        x = self.softmax_0(x)
        x = torch.addcmul(x, x1, x2)
        x = torch.select(x, -1, 2)
        return x


def get_inputs():
    return [torch.randn(2104, 32, 32, 32), torch.randn(2104, 32, 32, 32), torch.randn(2104, 32, 32, 32)]


def get_init_inputs():
    return []
