"""torch.fix -> Hardshrink: synthesised by warpgym synth (seed 7, index 1067, torch#2, dim 0 x5615)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.fix -> Hardshrink"""

    def __init__(self):
        super().__init__()
        self.hardshrink_1 = nn.Hardshrink()

    def forward(self, x):
        x = torch.fix(x)
        x = self.hardshrink_1(x)
        return x


def get_inputs():
    return [torch.randn(718720, 256)]


def get_init_inputs():
    return []
