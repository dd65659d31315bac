"""F.hardsigmoid -> torch.logsumexp -> torch.logaddexp -> torch.cumprod: synthesised by warpgym synth (seed 7, index 89, torch#4, dim 0 x1058)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardsigmoid -> torch.logsumexp -> torch.logaddexp -> torch.cumprod"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.hardsigmoid(x)
        x = torch.logsumexp(x, -1)
        x = torch.logaddexp(x, x1)
        x = torch.cumprod(x, -1)
        return x


def get_inputs():
    return [torch.randn(16928, 32, 16, 16), torch.randn(16928, 32, 16)]


def get_init_inputs():
    return []
