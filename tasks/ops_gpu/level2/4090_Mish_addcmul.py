"""Mish -> torch.addcmul: synthesised by warpgym synth (seed 7, index 6433, torch#2, dim 0 x1428)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Mish -> torch.addcmul"""

    def __init__(self):
        super().__init__()
        self.mish_0 = nn.Mish()

    def forward(self, x, x1, x2):
        x = self.mish_0(x)
        x = torch.addcmul(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(22848, 32, 16, 16), torch.randn(22848, 32, 16, 16), torch.randn(22848, 32, 16, 16)]


def get_init_inputs():
    return []
