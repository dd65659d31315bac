"""torch.arcsinh -> torch.arctan2 -> F.gelu -> F.celu: synthesised by warpgym synth (seed 8, index 107, torch#4, dim 0 x9950)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.arcsinh -> torch.arctan2 -> F.gelu -> F.celu"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.arcsinh(x)
        x = torch.arctan2(x, x1)
        x = F.gelu(x)
        x = F.celu(x)
        return x


def get_inputs():
    return [torch.randn(39800, 16, 8, 8, 8), torch.randn(39800, 16, 8, 8, 8)]


def get_init_inputs():
    return []
