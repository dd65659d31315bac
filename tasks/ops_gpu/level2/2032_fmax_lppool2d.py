"""torch.fmax -> F.lp_pool2d: synthesised by warpgym synth (seed 7, index 3210, torch#2, dim 0 x644)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.fmax -> F.lp_pool2d"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.fmax(x, x1)
        x = F.lp_pool2d(x, kernel_size=3, norm_type=2)
        return x


def get_inputs():
    return [torch.randn(2576, 32, 32, 32), torch.randn(2576, 32, 32, 32)]


def get_init_inputs():
    return []
