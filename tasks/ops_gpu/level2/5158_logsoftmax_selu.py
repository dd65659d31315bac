"""F.log_softmax -> F.selu: synthesised by warpgym synth (seed 9, index 669, torch#2, dim 0 x7408)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.log_softmax -> F.selu"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.log_softmax(x)
        x = F.selu(x)
        return x


def get_inputs():
    return [torch.randn(474112, 1024)]


def get_init_inputs():
    return []
