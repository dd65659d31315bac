"""Softmax2d -> F.silu -> F.lp_pool3d -> torch.fmax: synthesised by warpgym synth (seed 7, index 3399, torch#4, dim 0 x3419)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmax2d -> F.silu -> F.lp_pool3d -> torch.fmax"""

    def __init__(self):
        super().__init__()
        self.softmax2d_0 = nn.Softmax2d()

    def forward(self, x, x1):
        x = self.softmax2d_0(x)
        x = F.silu(x)
        x = F.lp_pool3d(x, kernel_size=3, norm_type=2)
        x = torch.fmax(x, x1)
        return x


def get_inputs():
    return [torch.randn(13676, 32, 32, 32), torch.randn(13676, 10, 10, 10)]


def get_init_inputs():
    return []
