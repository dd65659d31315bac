"""torch.logcumsumexp -> Softplus: synthesised by warpgym synth (seed 7, index 2565, torch#2, dim 0 x6687)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.logcumsumexp -> Softplus"""

    def __init__(self):
        super().__init__()
        self.softplus_1 = nn.Softplus()

    def forward(self, x):
        x = torch.logcumsumexp(x, -1)
        x = self.softplus_1(x)
        return x


def get_inputs():
    return [torch.randn(13374, 8, 8, 16, 16)]


def get_init_inputs():
    return []
