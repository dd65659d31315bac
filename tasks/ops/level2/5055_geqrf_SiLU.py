"""torch.geqrf -> SiLU: synthesised by warpgym synth (seed 7, index 6618, torch#2)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.geqrf -> SiLU"""

    def __init__(self):
        super().__init__()
        self.silu_1 = nn.SiLU()

    def forward(self, x):
        x = torch.geqrf(x)[0]
        x = self.silu_1(x)
        return x


def get_inputs():
    return [torch.randn(8, 64, 16, 16)]


def get_init_inputs():
    return []
