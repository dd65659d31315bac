"""Linear -> F.threshold: synthesised by warpgym synth (seed 7, index 458, torch#2, dim 0 x1097)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Linear -> F.threshold"""

    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(in_features=16, out_features=16)

    def forward(self, x):
        x = self.linear_0(x)
        x = F.threshold(x, threshold=0.5, value=0.5)
        return x


def get_inputs():
    return [torch.randn(8776, 64, 16, 16)]


def get_init_inputs():
    return []
