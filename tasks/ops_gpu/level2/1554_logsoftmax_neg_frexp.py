"""F.log_softmax -> torch.neg -> torch.frexp: synthesised by warpgym synth (seed 7, index 2479, torch#3, dim 0 x3777)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.log_softmax -> torch.neg -> torch.frexp"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.log_softmax(x)
        x = torch.neg(x)
        x = torch.frexp(x)[0]
        return x


def get_inputs():
    return [torch.randn(15108, 32, 32, 32)]


def get_init_inputs():
    return []
