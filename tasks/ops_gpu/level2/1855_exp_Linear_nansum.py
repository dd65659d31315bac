"""torch.exp -> Linear -> torch.nansum: synthesised by warpgym synth (seed 7, index 2857, torch#3, dim 0 x2363)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.exp -> Linear -> torch.nansum"""

    def __init__(self):
        super().__init__()
        self.linear_1 = nn.Linear(in_features=16, out_features=16)

    def forward(self, x):
        x = torch.exp(x)
        x = self.linear_1(x)
        x = torch.nansum(x)
        return x


def get_inputs():
    return [torch.randn(4726, 8, 8, 16, 16)]


def get_init_inputs():
    return []
