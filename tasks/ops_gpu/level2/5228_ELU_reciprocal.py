"""ELU -> torch.reciprocal: synthesised by warpgym synth (seed 9, index 769, torch#2, dim 0 x3150)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ELU -> torch.reciprocal"""

    def __init__(self):
        super().__init__()
        self.elu_0 = nn.ELU()

    def forward(self, x):
        x = self.elu_0(x)
        x = torch.reciprocal(x)
        return x


def get_inputs():
    return [torch.randn(12600, 32, 32, 32)]


def get_init_inputs():
    return []
