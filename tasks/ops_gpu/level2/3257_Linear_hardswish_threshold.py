"""Linear -> F.hardswish -> F.threshold: synthesised by warpgym synth (seed 7, index 5138, torch#3, dim 0 x1175)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Linear -> F.hardswish -> F.threshold"""

    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(in_features=128, out_features=128)

    def forward(self, x):
        x = self.linear_0(x)
        x = F.hardswish(x)
        x = F.threshold(x, threshold=0.5, value=0.5)
        return x


def get_inputs():
    return [torch.randn(9400, 256, 128)]


def get_init_inputs():
    return []
