"""F.log_softmax -> F.hardtanh: synthesised by warpgym synth (seed 9, index 612, torch#2, dim 0 x3318)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.log_softmax -> F.hardtanh"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.log_softmax(x)
        x = F.hardtanh(x)
        return x


def get_inputs():
    return [torch.randn(53088, 32, 16, 16)]


def get_init_inputs():
    return []
