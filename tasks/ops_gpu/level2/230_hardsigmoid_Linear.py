"""F.hardsigmoid -> Linear: synthesised by warpgym synth (seed 7, index 354, torch#2, dim 0 x2634)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardsigmoid -> Linear"""

    def __init__(self):
        super().__init__()
        self.linear_1 = nn.Linear(in_features=256, out_features=256)

    def forward(self, x):
        x = F.hardsigmoid(x)
        x = self.linear_1(x)
        return x


def get_inputs():
    return [torch.randn(674304, 256)]


def get_init_inputs():
    return []
