"""Linear -> torch.absolute: synthesised by warpgym synth (seed 7, index 1699, torch#2, dim 0 x362)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Linear -> torch.absolute"""

    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(in_features=128, out_features=128)

    def forward(self, x):
        x = self.linear_0(x)
        x = torch.absolute(x)
        return x


def get_inputs():
    return [torch.randn(2896, 256, 128)]


def get_init_inputs():
    return []
