"""torch.deg2rad -> Softplus: synthesised by warpgym synth (seed 7, index 381, torch#2, dim 0 x2014)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.deg2rad -> Softplus"""

    def __init__(self):
        super().__init__()
        self.softplus_1 = nn.Softplus()

    def forward(self, x):
        x = torch.deg2rad(x)
        x = self.softplus_1(x)
        return x


def get_inputs():
    return [torch.randn(515584, 512)]


def get_init_inputs():
    return []
