"""torch.asinh -> F.poisson_nll_loss: synthesised by warpgym synth (seed 7, index 4953, torch#2, dim 0 x1662)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.asinh -> F.poisson_nll_loss"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.asinh(x)
        x = F.poisson_nll_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(106368, 1024), torch.randn(106368, 1024)]


def get_init_inputs():
    return []
