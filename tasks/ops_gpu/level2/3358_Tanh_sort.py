"""Tanh -> torch.sort: synthesised by warpgym synth (seed 7, index 5283, torch#2, dim 0 x3194)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Tanh -> torch.sort"""

    def __init__(self):
        super().__init__()
        self.tanh_0 = nn.Tanh()

    def forward(self, x):
        x = self.tanh_0(x)
        x = torch.sort(x)[0]
        return x


def get_inputs():
    return [torch.randn(12776, 16, 8, 8, 8)]


def get_init_inputs():
    return []
