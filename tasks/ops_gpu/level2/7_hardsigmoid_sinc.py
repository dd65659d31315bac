"""F.hardsigmoid -> torch.sinc: synthesised by warpgym synth (seed 7, index 10, torch#2, dim 0 x6426)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardsigmoid -> torch.sinc"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.hardsigmoid(x)
        x = torch.sinc(x)
        return x


def get_inputs():
    return [torch.randn(1645056, 256)]


def get_init_inputs():
    return []
