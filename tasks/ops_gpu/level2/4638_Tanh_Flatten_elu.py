"""Tanh -> Flatten -> F.elu: synthesised by warpgym synth (seed 8, index 318, torch#3, dim 0 x1442)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Tanh -> Flatten -> F.elu"""

    def __init__(self):
        super().__init__()
        self.tanh_0 = nn.Tanh()
        self.flatten_1 = nn.Flatten()

    def forward(self, x):
        x = self.tanh_0(x)
        x = self.flatten_1(x)
        x = F.elu(x)
        return x


def get_inputs():
    return [torch.randn(5768, 32, 32, 32)]


def get_init_inputs():
    return []
