"""F.lp_pool1d -> Mish: synthesised by warpgym synth (seed 9, index 792, torch#2, dim 0 x1281)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.lp_pool1d -> Mish"""

    def __init__(self):
        super().__init__()
        self.mish_1 = nn.Mish()

    def forward(self, x):
        x = F.lp_pool1d(x, kernel_size=3, norm_type=2)
        x = self.mish_1(x)
        return x


def get_inputs():
    return [torch.randn(81984, 1024)]


def get_init_inputs():
    return []
