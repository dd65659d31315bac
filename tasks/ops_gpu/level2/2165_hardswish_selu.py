"""F.hardswish -> F.selu: synthesised by warpgym synth (seed 7, index 3422, torch#2, dim 0 x3943)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardswish -> F.selu"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.hardswish(x)
        x = F.selu(x)
        return x


def get_inputs():
    return [torch.randn(15772, 32, 32, 32)]


def get_init_inputs():
    return []
