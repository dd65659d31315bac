"""torch.renorm -> torch.floor_divide -> F.mish: synthesised by warpgym synth (seed 7, index 5027, torch#3, dim 0 x2120)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.renorm -> torch.floor_divide -> F.mish"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.renorm(x, 0.5, -1, 0.5)
        x = torch.floor_divide(x, x1)
        x = F.mish(x)
        return x


def get_inputs():
    return [torch.randn(8480, 32, 32, 32), torch.randn(8480, 32, 32, 32)]


def get_init_inputs():
    return []
