"""Hardsigmoid -> ELU -> Linear -> torch.cummin: synthesised by warpgym synth (seed 7, index 5333, torch#4, dim 0 x945)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardsigmoid -> ELU -> Linear -> torch.cummin"""

    def __init__(self):
        super().__init__()
        self.hardsigmoid_0 = nn.Hardsigmoid()
        self.elu_1 = nn.ELU()
        self.linear_2 = nn.Linear(in_features=1024, out_features=1024)

    def forward(self, x):
        x = self.hardsigmoid_0(x)
        x = self.elu_1(x)
        x = self.linear_2(x)
        x = torch.cummin(x, -1)[0]
        return x


def get_inputs():
    return [torch.randn(60480, 1024)]


def get_init_inputs():
    return []
