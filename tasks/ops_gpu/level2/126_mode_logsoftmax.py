"""torch.mode -> F.log_softmax: synthesised by warpgym synth (seed 7, index 185, torch#2, dim 0 x7360)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.mode -> F.log_softmax"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.mode(x)[0]
        x = F.log_softmax(x)
        return x


def get_inputs():
    return [torch.randn(58880, 16, 32, 32)]


def get_init_inputs():
    return []
