"""ReLU -> Softmax: synthesised by warpgym synth (seed 7, index 2221, torch#2, dim 0 x1470)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReLU -> Softmax"""

    def __init__(self):
        super().__init__()
        self.relu_0 = nn.ReLU()
        self.softmax_1 = nn.Softmax()

    def forward(self, x):
        x = self.relu_0(x)
        x = self.softmax_1(x)
        return x


def get_inputs():
    return [torch.randn(11760, 16, 32, 32)]


def get_init_inputs():
    return []
