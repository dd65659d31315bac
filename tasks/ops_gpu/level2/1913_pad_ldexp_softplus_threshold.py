"""F.pad -> torch.ldexp -> F.softplus -> F.threshold: synthesised by warpgym synth (seed 7, index 3030, torch#4, dim 0 x2886)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.pad -> torch.ldexp -> F.softplus -> F.threshold"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.pad(x, pad=[1, 1])
        x = torch.ldexp(x, x1)
        x = F.softplus(x)
        x = F.threshold(x, threshold=0.5, value=0.5)
        return x


def get_inputs():
    return [torch.randn(5772, 8, 8, 16, 16), torch.randn(5772, 8, 8, 16, 18)]


def get_init_inputs():
    return []
