"""torch.matrix_exp -> F.hardtanh: synthesised by warpgym synth (seed 7, index 6931, torch#2, dim 0 x5340)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.matrix_exp -> F.hardtanh"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.matrix_exp(x)
        x = F.hardtanh(x)
        return x


def get_inputs():
    return [torch.randn(10680, 8, 8, 16, 16)]


def get_init_inputs():
    return []
