"""torch.qr -> torch.negative -> Mish: synthesised by warpgym synth (seed 7, index 72, torch#3, dim 0 x9753)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.qr -> torch.negative -> Mish"""

    def __init__(self):
        super().__init__()
        self.mish_2 = nn.Mish()

    def forward(self, x):
        x = torch.qr(x)[0]
        x = torch.negative(x)
        x = self.mish_2(x)
        return x


def get_inputs():
    return [torch.randn(19506, 8, 8, 16, 16)]


def get_init_inputs():
    return []
