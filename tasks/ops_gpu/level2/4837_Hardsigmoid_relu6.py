"""Hardsigmoid -> F.relu6: synthesised by warpgym synth (seed 9, index 172, torch#2, dim 0 x8760)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardsigmoid -> F.relu6"""

    def __init__(self):
        super().__init__()
        self.hardsigmoid_0 = nn.Hardsigmoid()

    def forward(self, x):
        x = self.hardsigmoid_0(x)
        x = F.relu6(x)
        return x


def get_inputs():
    return [torch.randn(35040, 16, 8, 8, 8)]


def get_init_inputs():
    return []
