"""F.lp_pool1d -> torch.trace: synthesised by warpgym synth (seed 7, index 4555, torch#2, dim 0 x3686)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.lp_pool1d -> torch.trace"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.lp_pool1d(x, kernel_size=3, norm_type=2)
        x = torch.trace(x)
        return x


def get_inputs():
    return [torch.randn(1887232, 256)]


def get_init_inputs():
    return []
