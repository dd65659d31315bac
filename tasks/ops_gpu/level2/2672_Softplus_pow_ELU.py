"""Softplus -> torch.pow -> ELU: synthesised by warpgym synth (seed 7, index 4228, torch#3, dim 0 x3894)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softplus -> torch.pow -> ELU"""

    def __init__(self):
        super().__init__()
        self.softplus_0 = nn.Softplus()
        self.elu_2 = nn.ELU()

    def forward(self, x):
        x = self.softplus_0(x)
        x = torch.pow(x, 2.0)
        x = self.elu_2(x)
        return x


def get_inputs():
    return [torch.randn(62304, 32, 16, 16)]


def get_init_inputs():
    return []
