"""Unfold -> F.lp_pool1d -> torch.logsumexp: synthesised by warpgym synth (seed 7, index 6197, torch#3, dim 0 x40)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Unfold -> F.lp_pool1d -> torch.logsumexp"""

    def __init__(self):
        super().__init__()
        self.unfold_0 = nn.Unfold(kernel_size=3)

    def forward(self, x):
        x = self.unfold_0(x)
        x = F.lp_pool1d(x, kernel_size=3, norm_type=2)
        x = torch.logsumexp(x, -1)
        return x


def get_inputs():
    return [torch.randn(320, 16, 32, 32)]


def get_init_inputs():
    return []
