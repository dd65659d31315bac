"""Threshold -> torch.matrix_exp -> torch.moveaxis: synthesised by warpgym synth (seed 7, index 5505, torch#3, dim 0 x16039)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Threshold -> torch.matrix_exp -> torch.moveaxis"""

    def __init__(self):
        super().__init__()
        self.threshold_0 = nn.Threshold(threshold=0.5, value=0.5)

    def forward(self, x):
        x = self.threshold_0(x)
        x = torch.matrix_exp(x)
        x = torch.moveaxis(x, 2, 1)
        return x


def get_inputs():
    return [torch.randn(32078, 8, 8, 16, 16)]


def get_init_inputs():
    return []
