"""F.hardtanh -> F.poisson_nll_loss: synthesised by warpgym synth (seed 7, index 363, torch#2, dim 0 x4986)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardtanh -> F.poisson_nll_loss"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.hardtanh(x)
        x = F.poisson_nll_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(19944, 16, 8, 8, 8), torch.randn(19944, 16, 8, 8, 8)]


def get_init_inputs():
    return []
