"""torch.var: synthesised by warpgym synth (seed 7, index 6535, torch#1, dim 0 x32693)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.var"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.var(x)
        return x


def get_inputs():
    return [torch.randn(130772, 16, 8, 8, 8)]


def get_init_inputs():
    return []
