"""Hardsigmoid -> torch.div: synthesised by warpgym synth (seed 7, index 1328, torch#2, dim 0 x2000)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardsigmoid -> torch.div"""

    def __init__(self):
        super().__init__()
        self.hardsigmoid_0 = nn.Hardsigmoid()

    def forward(self, x, x1):
        x = self.hardsigmoid_0(x)
        x = torch.div(x, x1)
        return x


def get_inputs():
    return [torch.randn(512000, 256), torch.randn(512000, 256)]


def get_init_inputs():
    return []
