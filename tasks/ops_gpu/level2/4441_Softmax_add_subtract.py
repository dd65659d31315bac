"""Softmax -> torch.add -> torch.subtract: synthesised by warpgym synth (seed 8, index 13, torch#3, dim 0 x1937)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmax -> torch.add -> torch.subtract"""

    def __init__(self):
        super().__init__()
        self.softmax_0 = nn.Softmax()

    def forward(self, x, x1, x2):
        x = self.softmax_0(x)
        x = torch.add(x, x1)
        x = torch.subtract(x, x2)
        return x


def get_inputs():
    return [torch.randn(495872, 512), torch.randn(495872, 512), torch.randn(495872, 512)]


def get_init_inputs():
    return []
