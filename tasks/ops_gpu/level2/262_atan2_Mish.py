"""torch.atan2 -> Mish: synthesised by warpgym synth (seed 7, index 403, torch#2, dim 0 x1192)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.atan2 -> Mish"""

    def __init__(self):
        super().__init__()
        self.mish_1 = nn.Mish()

    def forward(self, x, x1):
        x = torch.atan2(x, x1)
        x = self.mish_1(x)
        return x


def get_inputs():
    return [torch.randn(4768, 32, 32, 32), torch.randn(4768, 32, 32, 32)]


def get_init_inputs():
    return []
