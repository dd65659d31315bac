"""torch.clamp_min -> torch.det -> torch.arcsinh: synthesised by warpgym synth (seed 7, index 1976, torch#3, dim 0 x5397)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.clamp_min -> torch.det -> torch.arcsinh"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.clamp_min(x, 0.5)
        x = torch.det(x)
        x = torch.arcsinh(x)
        return x


def get_inputs():
    return [torch.randn(86352, 32, 16, 16)]


def get_init_inputs():
    return []
