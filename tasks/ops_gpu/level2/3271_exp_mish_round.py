"""torch.exp -> F.mish -> torch.round: synthesised by warpgym synth (seed 7, index 5154, torch#3, dim 0 x8148)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.exp -> F.mish -> torch.round"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.exp(x)
        x = F.mish(x)
        x = torch.round(x)
        return x


def get_inputs():
    return [torch.randn(521472, 1024)]


def get_init_inputs():
    return []
