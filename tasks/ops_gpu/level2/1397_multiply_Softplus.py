"""torch.multiply -> Softplus: synthesised by warpgym synth (seed 7, index 2237, torch#2, dim 0 x5189)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.multiply -> Softplus"""

    def __init__(self):
        super().__init__()
        self.softplus_1 = nn.Softplus()

    def forward(self, x, x1):
        x = torch.multiply(x, x1)
        x = self.softplus_1(x)
        return x


def get_inputs():
    return [torch.randn(332096, 1024), torch.randn(332096, 1024)]


def get_init_inputs():
    return []
