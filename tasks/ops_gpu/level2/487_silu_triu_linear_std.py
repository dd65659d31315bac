"""F.silu -> torch.triu -> F.linear -> torch.std: synthesised by warpgym synth (seed 7, index 660, torch#4, dim 0 x26)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.silu -> torch.triu -> F.linear -> torch.std"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.silu(x)
        x = torch.triu(x)
        x = F.linear(x, x1)
        x = torch.std(x)
        return x


def get_inputs():
    return [torch.randn(6656, 512), torch.randn(6656, 512)]


def get_init_inputs():
    return []
