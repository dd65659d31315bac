"""Threshold -> Linear -> torch.logaddexp2: synthesised by warpgym synth (seed 7, index 2533, torch#3, dim 0 x895)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Threshold -> Linear -> torch.logaddexp2"""

    def __init__(self):
        super().__init__()
        self.threshold_0 = nn.Threshold(threshold=0.5, value=0.5)
        self.linear_1 = nn.Linear(in_features=16, out_features=16)

    def forward(self, x, x1):
        x = self.threshold_0(x)
        x = self.linear_1(x)
        x = torch.logaddexp2(x, x1)
        return x


def get_inputs():
    return [torch.randn(14320, 32, 16, 16), torch.randn(14320, 32, 16, 16)]


def get_init_inputs():
    return []
