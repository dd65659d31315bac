"""F.group_norm -> Mish: synthesised by warpgym synth (seed 7, index 6909, torch#2, dim 0 x3612)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.group_norm -> Mish"""

    def __init__(self):
        super().__init__()
        self.mish_1 = nn.Mish()

    def forward(self, x):
        x = F.group_norm(x, num_groups=2)
        x = self.mish_1(x)
        return x


def get_inputs():
    return [torch.randn(57792, 64, 128)]


def get_init_inputs():
    return []
