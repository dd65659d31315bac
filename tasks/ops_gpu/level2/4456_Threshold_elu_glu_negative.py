"""Threshold -> F.elu -> F.glu -> torch.negative: synthesised by warpgym synth (seed 8, index 30, torch#4, dim 0 x1668)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Threshold -> F.elu -> F.glu -> torch.negative"""

    def __init__(self):
        super().__init__()
        self.threshold_0 = nn.Threshold(threshold=0.5, value=0.5)

    def forward(self, x):
        x = self.threshold_0(x)
        x = F.elu(x)
        x = F.glu(x)
        x = torch.negative(x)
        return x


def get_inputs():
    return [torch.randn(854016, 256)]


def get_init_inputs():
    return []
