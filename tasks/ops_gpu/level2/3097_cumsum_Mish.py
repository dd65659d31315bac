"""torch.cumsum -> Mish: synthesised by warpgym synth (seed 7, index 4895, torch#2, dim 0 x1866)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.cumsum -> Mish"""

    def __init__(self):
        super().__init__()
        self.mish_1 = nn.Mish()

    def forward(self, x):
        x = torch.cumsum(x, -1)
        x = self.mish_1(x)
        return x


def get_inputs():
    return [torch.randn(59712, 128, 64)]


def get_init_inputs():
    return []
