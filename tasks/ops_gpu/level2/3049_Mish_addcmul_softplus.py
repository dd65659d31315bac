"""Mish -> torch.addcmul -> F.softplus: synthesised by warpgym synth (seed 7, index 4822, torch#3, dim 0 x1808)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Mish -> torch.addcmul -> F.softplus"""

    def __init__(self):
        super().__init__()
        self.mish_0 = nn.Mish()

    def forward(self, x, x1, x2):
        x = self.mish_0(x)
        x = torch.addcmul(x, x1, x2)
        x = F.softplus(x)
        return x


def get_inputs():
    return [torch.randn(115712, 1024), torch.randn(115712, 1024), torch.randn(115712, 1024)]


def get_init_inputs():
    return []
