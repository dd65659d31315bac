"""F.hardshrink -> torch.fliplr -> F.hardsigmoid -> Tanhshrink: synthesised by warpgym synth (seed 7, index 2053, torch#4, dim 0 x457)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardshrink -> torch.fliplr -> F.hardsigmoid -> Tanhshrink"""

    def __init__(self):
        super().__init__()
        self.tanhshrink_3 = nn.Tanhshrink()

    def forward(self, x):
        x = F.hardshrink(x)
        x = torch.fliplr(x)
        x = F.hardsigmoid(x)
        x = self.tanhshrink_3(x)
        return x


def get_inputs():
    return [torch.randn(3656, 64, 16, 16)]


def get_init_inputs():
    return []
