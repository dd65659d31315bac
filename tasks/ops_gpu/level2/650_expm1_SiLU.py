"""torch.expm1 -> SiLU: synthesised by warpgym synth (seed 7, index 1053, torch#2, dim 0 x3961)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.expm1 -> SiLU"""

    def __init__(self):
        super().__init__()
        self.silu_1 = nn.SiLU()

    def forward(self, x):
        x = torch.expm1(x)
        x = self.silu_1(x)
        return x


def get_inputs():
    return [torch.randn(2028032, 256)]


def get_init_inputs():
    return []
