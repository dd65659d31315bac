"""torch.sort -> Linear: synthesised by warpgym synth (seed 7, index 1865, torch#2, dim 0 x568)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sort -> Linear"""

    def __init__(self):
        super().__init__()
        self.linear_1 = nn.Linear(in_features=16, out_features=16)

    def forward(self, x):
        x = torch.sort(x)[0]
        x = self.linear_1(x)
        return x


def get_inputs():
    return [torch.randn(9088, 32, 16, 16)]


def get_init_inputs():
    return []
