"""PReLU -> PReLU: synthesised by warpgym synth (seed 7, index 6002, torch#2, dim 0 x2031)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """PReLU -> PReLU"""

    def __init__(self):
        super().__init__()
        self.prelu_0 = nn.PReLU()
        self.prelu_1 = nn.PReLU()

    def forward(self, x):
        x = self.prelu_0(x)
        x = self.prelu_1(x)
        return x


def get_inputs():
    return [torch.randn(519936, 512)]


def get_init_inputs():
    return []
