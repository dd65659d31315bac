"""torch.pow -> F.normalize -> SiLU: synthesised by warpgym synth (seed 7, index 4929, torch#3, dim 0 x1862)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.pow -> F.normalize -> SiLU"""

    def __init__(self):
        super().__init__()
        self.silu_2 = nn.SiLU()

    def forward(self, x):
        x = torch.pow(x, 2.0)
        x = F.normalize(x)
        x = self.silu_2(x)
        return x


def get_inputs():
    return [torch.randn(7448, 32, 32, 32)]


def get_init_inputs():
    return []
