"""F.lp_pool1d -> SiLU: synthesised by warpgym synth (seed 7, index 6824, torch#2, dim 0 x1132)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.lp_pool1d -> SiLU"""

    def __init__(self):
        super().__init__()
        self.silu_1 = nn.SiLU()

    def forward(self, x):
        x = F.lp_pool1d(x, kernel_size=3, norm_type=2)
        x = self.silu_1(x)
        return x


def get_inputs():
    return [torch.randn(289792, 512)]


def get_init_inputs():
    return []
