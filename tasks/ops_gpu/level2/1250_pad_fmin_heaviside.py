"""F.pad -> torch.fmin -> torch.heaviside: synthesised by warpgym synth (seed 7, index 2019, torch#3, dim 0 x1721)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.pad -> torch.fmin -> torch.heaviside"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2):
        x = F.pad(x, pad=[1, 1])
        x = torch.fmin(x, x1)
        x = torch.heaviside(x, x2)
        return x


def get_inputs():
    return [torch.randn(13768, 16, 32, 32), torch.randn(13768, 16, 32, 34), torch.randn(13768, 16, 32, 34)]


def get_init_inputs():
    return []
