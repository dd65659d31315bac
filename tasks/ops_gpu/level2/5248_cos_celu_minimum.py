"""torch.cos -> F.celu -> torch.minimum: synthesised by warpgym synth (seed 9, index 799, torch#3, dim 0 x2216)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.cos -> F.celu -> torch.minimum"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.cos(x)
        x = F.celu(x)
        x = torch.minimum(x, x1)
        return x


def get_inputs():
    return [torch.randn(8864, 16, 8, 8, 8), torch.randn(8864, 16, 8, 8, 8)]


def get_init_inputs():
    return []
