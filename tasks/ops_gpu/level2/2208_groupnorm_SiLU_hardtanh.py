"""F.group_norm -> SiLU -> F.hardtanh: synthesised by warpgym synth (seed 7, index 3495, torch#3, dim 0 x16128)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.group_norm -> SiLU -> F.hardtanh"""

    def __init__(self):
        super().__init__()
        self.silu_1 = nn.SiLU()

    def forward(self, x):
        x = F.group_norm(x, num_groups=2)
        x = self.silu_1(x)
        x = F.hardtanh(x)
        return x


def get_inputs():
    return [torch.randn(32256, 8, 8, 16, 16)]


def get_init_inputs():
    return []
