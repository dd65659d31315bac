"""PReLU -> F.softmax: synthesised by warpgym synth (seed 10, index 51, torch#2, dim 0 x15250)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """PReLU -> F.softmax"""

    def __init__(self):
        super().__init__()
        self.prelu_0 = nn.PReLU()

    def forward(self, x):
        x = self.prelu_0(x)
        x = F.softmax(x)
        return x


def get_inputs():
    return [torch.randn(61000, 16, 8, 8, 8)]


def get_init_inputs():
    return []
