"""torch.max -> Hardsigmoid: synthesised by warpgym synth (seed 9, index 421, torch#2, dim 0 x1611)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.max -> Hardsigmoid"""

    def __init__(self):
        super().__init__()
        self.hardsigmoid_1 = nn.Hardsigmoid()

    def forward(self, x, x1):
        x = torch.max(x, x1)
        x = self.hardsigmoid_1(x)
        return x


def get_inputs():
    return [torch.randn(103104, 1024), torch.randn(103104, 1024)]


def get_init_inputs():
    return []
