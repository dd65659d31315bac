"""PReLU -> Softmax2d: synthesised by warpgym synth (seed 7, index 3744, torch#2, dim 0 x3683)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """PReLU -> Softmax2d"""

    def __init__(self):
        super().__init__()
        self.prelu_0 = nn.PReLU()
        self.softmax2d_1 = nn.Softmax2d()

    def forward(self, x):
        x = self.prelu_0(x)
        x = self.softmax2d_1(x)
        return x


def get_inputs():
    return [torch.randn(14732, 32, 32, 32)]


def get_init_inputs():
    return []
