"""torch.exp -> Hardsigmoid: synthesised by warpgym synth (seed 7, index 694, torch#2, dim 0 x3080)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.exp -> Hardsigmoid"""

    def __init__(self):
        super().__init__()
        self.hardsigmoid_1 = nn.Hardsigmoid()

    def forward(self, x):
        x = torch.exp(x)
        x = self.hardsigmoid_1(x)
        return x


def get_inputs():
    return [torch.randn(788480, 512)]


def get_init_inputs():
    return []
