"""torch.slogdet -> Softmax: synthesised by warpgym synth (seed 7, index 5900, torch#2, dim 0 x8114)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.slogdet -> Softmax"""

    def __init__(self):
        super().__init__()
        self.softmax_1 = nn.Softmax()

    def forward(self, x):
        x = torch.slogdet(x)[0]
        x = self.softmax_1(x)
        return x


def get_inputs():
    return [torch.randn(129824, 32, 16, 16)]


def get_init_inputs():
    return []
