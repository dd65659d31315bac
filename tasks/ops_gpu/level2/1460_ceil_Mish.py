"""torch.ceil -> Mish: synthesised by warpgym synth (seed 7, index 2329, torch#2, dim 0 x1725)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.ceil -> Mish"""

    def __init__(self):
        super().__init__()
        self.mish_1 = nn.Mish()

    def forward(self, x):
        x = torch.ceil(x)
        x = self.mish_1(x)
        return x


def get_inputs():
    return [torch.randn(55200, 128, 64)]


def get_init_inputs():
    return []
