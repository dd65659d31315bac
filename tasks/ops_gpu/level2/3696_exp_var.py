"""torch.exp -> torch.var: synthesised by warpgym synth (seed 7, index 5046, torch#2, dim 0 x14852)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.exp -> torch.var"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.exp(x)
        x = torch.var(x)
        return x


def get_inputs():
    return [torch.randn(950528, 1024)]


def get_init_inputs():
    return []
