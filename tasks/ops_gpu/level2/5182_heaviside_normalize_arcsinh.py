"""torch.heaviside -> F.normalize -> torch.arcsinh: synthesised by warpgym synth (seed 9, index 705, torch#3, dim 0 x543)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.heaviside -> F.normalize -> torch.arcsinh"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.heaviside(x, x1)
        x = F.normalize(x)
        x = torch.arcsinh(x)
        return x


def get_inputs():
    return [torch.randn(17376, 128, 64), torch.randn(17376, 128, 64)]


def get_init_inputs():
    return []
