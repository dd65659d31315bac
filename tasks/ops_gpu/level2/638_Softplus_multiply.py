"""Softplus -> torch.multiply: synthesised by warpgym synth (seed 7, index 1022, torch#2, dim 0 x595)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softplus -> torch.multiply"""

    def __init__(self):
        super().__init__()
        self.softplus_0 = nn.Softplus()

    def forward(self, x, x1):
        x = self.softplus_0(x)
        x = torch.multiply(x, x1)
        return x


def get_inputs():
    return [torch.randn(19040, 128, 64), torch.randn(19040, 128, 64)]


def get_init_inputs():
    return []
