"""F.hardsigmoid -> torch.subtract: synthesised by warpgym synth (seed 7, index 5801, torch#2, dim 0 x2703)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardsigmoid -> torch.subtract"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.hardsigmoid(x)
        x = torch.subtract(x, x1)
        return x


def get_inputs():
    return [torch.randn(691968, 512), torch.randn(691968, 512)]


def get_init_inputs():
    return []
