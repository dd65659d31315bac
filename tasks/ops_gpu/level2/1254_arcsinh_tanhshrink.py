"""torch.arcsinh -> F.tanhshrink: synthesised by warpgym synth (seed 7, index 2025, torch#2, dim 0 x4506)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.arcsinh -> F.tanhshrink"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.arcsinh(x)
        x = F.tanhshrink(x)
        return x


def get_inputs():
    return [torch.randn(288384, 1024)]


def get_init_inputs():
    return []
