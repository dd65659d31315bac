"""torch.transpose -> F.lp_pool1d: synthesised by warpgym synth (seed 7, index 619, torch#2, dim 0 x2807)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.transpose -> F.lp_pool1d"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.transpose(x, -1, -2)
        x = F.lp_pool1d(x, kernel_size=3, norm_type=2)
        return x


def get_inputs():
    return [torch.randn(718592, 512)]


def get_init_inputs():
    return []
