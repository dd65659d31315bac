"""F.lp_pool1d -> torch.nextafter: synthesised by warpgym synth (seed 7, index 3460, torch#2, dim 0 x684)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.lp_pool1d -> torch.nextafter"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.lp_pool1d(x, kernel_size=3, norm_type=2)
        x = torch.nextafter(x, x1)
        return x


def get_inputs():
    return [torch.randn(175104, 512), torch.randn(175104, 170)]


def get_init_inputs():
    return []
