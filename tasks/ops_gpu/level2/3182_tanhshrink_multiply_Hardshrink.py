"""F.tanhshrink -> torch.multiply -> Hardshrink: synthesised by warpgym synth (seed 7, index 5013, torch#3, dim 0 x2408)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.tanhshrink -> torch.multiply -> Hardshrink"""

    def __init__(self):
        super().__init__()
        self.hardshrink_2 = nn.Hardshrink()

    def forward(self, x, x1):
        x = F.tanhshrink(x)
        x = torch.multiply(x, x1)
        x = self.hardshrink_2(x)
        return x


def get_inputs():
    return [torch.randn(616448, 512), torch.randn(616448, 512)]


def get_init_inputs():
    return []
