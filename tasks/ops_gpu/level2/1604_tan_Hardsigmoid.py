"""torch.tan -> Hardsigmoid: synthesised by warpgym synth (seed 7, index 2544, torch#2, dim 0 x2257)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.tan -> Hardsigmoid"""

    def __init__(self):
        super().__init__()
        self.hardsigmoid_1 = nn.Hardsigmoid()

    def forward(self, x):
        x = torch.tan(x)
        x = self.hardsigmoid_1(x)
        return x


def get_inputs():
    return [torch.randn(577792, 256)]


def get_init_inputs():
    return []
