"""F.linear -> F.hardtanh -> F.softmax: synthesised by warpgym synth (seed 7, index 2697, torch#3, dim 0 x76)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.linear -> F.hardtanh -> F.softmax"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.linear(x, x1)
        x = F.hardtanh(x)
        x = F.softmax(x)
        return x


def get_inputs():
    return [torch.randn(19456, 256), torch.randn(19456, 256)]


def get_init_inputs():
    return []
