"""torch.mul -> F.elu: synthesised by warpgym synth (seed 7, index 2496, torch#2, dim 0 x1812)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.mul -> F.elu"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.mul(x, x1)
        x = F.elu(x)
        return x


def get_inputs():
    return [torch.randn(14496, 16, 32, 32), torch.randn(14496, 16, 32, 32)]


def get_init_inputs():
    return []
