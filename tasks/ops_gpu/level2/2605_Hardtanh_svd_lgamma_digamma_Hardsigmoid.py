"""Hardtanh -> torch.svd -> torch.lgamma -> torch.digamma -> Hardsigmoid: synthesised by warpgym synth (seed 7, index 4121, torch#5, dim 0 x2468)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardtanh -> torch.svd -> torch.lgamma -> torch.digamma -> Hardsigmoid"""

    def __init__(self):
        super().__init__()
        self.hardtanh_0 = nn.Hardtanh()
        self.hardsigmoid_4 = nn.Hardsigmoid()

    def forward(self, x):
        x = self.hardtanh_0(x)
        x = torch.svd(x)[0]
        x = torch.lgamma(x)
        x = torch.digamma(x)
        x = self.hardsigmoid_4(x)
        return x


def get_inputs():
    return [torch.randn(315904, 256)]


def get_init_inputs():
    return []
