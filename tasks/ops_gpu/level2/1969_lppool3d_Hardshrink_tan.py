"""F.lp_pool3d -> Hardshrink -> torch.tan: synthesised by warpgym synth (seed 7, index 3104, torch#3, dim 0 x31558)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.lp_pool3d -> Hardshrink -> torch.tan"""

    def __init__(self):
        super().__init__()
        self.hardshrink_1 = nn.Hardshrink()

    def forward(self, x):
        x = F.lp_pool3d(x, kernel_size=3, norm_type=2)
        x = self.hardshrink_1(x)
        x = torch.tan(x)
        return x


def get_inputs():
    return [torch.randn(126232, 16, 8, 8, 8)]


def get_init_inputs():
    return []
