"""F.tanh -> torch.asinh -> F.poisson_nll_loss: synthesised by warpgym synth (seed 7, index 2380, torch#3, dim 0 x2535)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.tanh -> torch.asinh -> F.poisson_nll_loss"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.tanh(x)
        x = torch.asinh(x)
        x = F.poisson_nll_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(10140, 32, 32, 32), torch.randn(10140, 32, 32, 32)]


def get_init_inputs():
    return []
