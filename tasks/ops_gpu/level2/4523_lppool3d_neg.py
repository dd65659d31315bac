"""F.lp_pool3d -> torch.neg: synthesised by warpgym synth (seed 8, index 136, torch#2, dim 0 x4917)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.lp_pool3d -> torch.neg"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.lp_pool3d(x, kernel_size=3, norm_type=2)
        x = torch.neg(x)
        return x


def get_inputs():
    return [torch.randn(78672, 32, 16, 16)]


def get_init_inputs():
    return []
