"""torch.matrix_exp -> torch.frac: synthesised by warpgym synth (seed 7, index 17, torch#2, dim 0 x3254)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.matrix_exp -> torch.frac"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.matrix_exp(x)
        x = torch.frac(x)
        return x


def get_inputs():
    return [torch.randn(26032, 16, 32, 32)]


def get_init_inputs():
    return []
