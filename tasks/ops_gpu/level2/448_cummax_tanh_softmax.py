"""torch.cummax -> F.tanh -> F.softmax: synthesised by warpgym synth (seed 7, index 711, torch#3, dim 0 x2594)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.cummax -> F.tanh -> F.softmax"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.cummax(x, -1)[0]
        x = F.tanh(x)
        x = F.softmax(x)
        return x


def get_inputs():
    return [torch.randn(10376, 32, 32, 32)]


def get_init_inputs():
    return []
