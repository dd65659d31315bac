"""torch.floor_divide -> SiLU: synthesised by warpgym synth (seed 7, index 6139, torch#2, dim 0 x2428)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.floor_divide -> SiLU"""

    def __init__(self):
        super().__init__()
        self.silu_1 = nn.SiLU()

    def forward(self, x, x1):
        x = torch.floor_divide(x, x1)
        x = self.silu_1(x)
        return x


def get_inputs():
    return [torch.randn(621568, 512), torch.randn(621568, 512)]


def get_init_inputs():
    return []
