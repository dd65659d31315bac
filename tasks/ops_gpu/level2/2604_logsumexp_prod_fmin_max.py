"""torch.logsumexp -> torch.prod -> torch.fmin -> torch.max: synthesised by warpgym synth (seed 7, index 4120, torch#4, dim 0 x6327)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.logsumexp -> torch.prod -> torch.fmin -> torch.max"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2):
        x = torch.logsumexp(x, -1)
        x = torch.prod(x, -1)
        x = torch.fmin(x, x1)
        x = torch.max(x, x2)
        return x


def get_inputs():
    return [torch.randn(50616, 16, 32, 32), torch.randn(50616, 16), torch.randn(50616, 16)]


def get_init_inputs():
    return []
