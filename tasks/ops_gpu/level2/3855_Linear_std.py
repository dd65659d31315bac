"""Linear -> torch.std: synthesised by warpgym synth (seed 7, index 5266, torch#2, dim 0 x7563)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Linear -> torch.std"""

    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(in_features=16, out_features=16)

    def forward(self, x):
        x = self.linear_0(x)
        x = torch.std(x)
        return x


def get_inputs():
    return [torch.randn(121008, 32, 16, 16)]


def get_init_inputs():
    return []
