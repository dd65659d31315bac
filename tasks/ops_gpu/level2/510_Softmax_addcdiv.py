"""Softmax -> torch.addcdiv: synthesised by warpgym synth (seed 7, index 814, torch#2, dim 0 x304)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmax -> torch.addcdiv"""

    def __init__(self):
        super().__init__()
        self.softmax_0 = nn.Softmax()

    def forward(self, x, x1, x2):
        x = self.softmax_0(x)
        x = torch.addcdiv(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(2432, 256, 128), torch.randn(2432, 256, 128), torch.randn(2432, 256, 128)]


def get_init_inputs():
    return []
