"""Linear -> SiLU -> torch.expm1 -> F.lp_pool1d: synthesised by warpgym synth (seed 7, index 1851, torch#4, dim 0 x3778)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Linear -> SiLU -> torch.expm1 -> F.lp_pool1d"""

    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(in_features=256, out_features=256)
        self.silu_1 = nn.SiLU()

    def forward(self, x):
        x = self.linear_0(x)
        x = self.silu_1(x)
        x = torch.expm1(x)
        x = F.lp_pool1d(x, kernel_size=3, norm_type=2)
        return x


def get_inputs():
    return [torch.randn(483584, 256)]


def get_init_inputs():
    return []
