"""torch.tril -> SiLU: synthesised by warpgym synth (seed 7, index 1994, torch#2, dim 0 x3557)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.tril -> SiLU"""

    def __init__(self):
        super().__init__()
        self.silu_1 = nn.SiLU()

    def forward(self, x):
        x = torch.tril(x)
        x = self.silu_1(x)
        return x


def get_inputs():
    return [torch.randn(14228, 32, 32, 32)]


def get_init_inputs():
    return []
