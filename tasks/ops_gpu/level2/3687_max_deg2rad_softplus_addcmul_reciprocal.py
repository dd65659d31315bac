"""torch.max -> torch.deg2rad -> F.softplus -> torch.addcmul -> torch.reciprocal: synthesised by warpgym synth (seed 7, index 5777, torch#5, dim 0 x1266)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.max -> torch.deg2rad -> F.softplus -> torch.addcmul -> torch.reciprocal"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2, x3):
        x = torch.max(x, x1)
        x = torch.deg2rad(x)
        x = F.softplus(x)
        x = torch.addcmul(x, x2, x3)
        x = torch.reciprocal(x)
        return x


def get_inputs():
    return [torch.randn(10128, 64, 16, 16), torch.randn(10128, 64, 16, 16), torch.randn(10128, 64, 16, 16), torch.randn(10128, 64, 16, 16)]


def get_init_inputs():
    return []
