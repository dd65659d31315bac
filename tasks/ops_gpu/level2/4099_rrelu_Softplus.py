"""F.rrelu -> Softplus: synthesised by warpgym synth (seed 7, index 6446, torch#2, dim 0 x7062)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.rrelu -> Softplus"""

    def __init__(self):
        super().__init__()
        self.softplus_1 = nn.Softplus()

    def forward(self, x):
        x = F.rrelu(x)
        x = self.softplus_1(x)
        return x


def get_inputs():
    return [torch.randn(1807872, 256)]


def get_init_inputs():
    return []
