"""GELU -> F.lp_pool1d: synthesised by warpgym synth (seed 7, index 2768, torch#2, dim 0 x4123)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GELU -> F.lp_pool1d"""

    def __init__(self):
        super().__init__()
        self.gelu_0 = nn.GELU()

    def forward(self, x):
        x = self.gelu_0(x)
        x = F.lp_pool1d(x, kernel_size=3, norm_type=2)
        return x


def get_inputs():
    return [torch.randn(263872, 1024)]


def get_init_inputs():
    return []
