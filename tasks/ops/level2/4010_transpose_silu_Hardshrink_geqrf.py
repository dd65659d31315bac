"""torch.transpose -> F.silu -> Hardshrink -> torch.geqrf: synthesised by warpgym synth (seed 7, index 5270, torch#4)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.transpose -> F.silu -> Hardshrink -> torch.geqrf"""

    def __init__(self):
        super().__init__()
        self.hardshrink_2 = nn.Hardshrink()

    def forward(self, x):
        x = torch.transpose(x, -1, -2)
        x = F.silu(x)
        x = self.hardshrink_2(x)
        x = torch.geqrf(x)[0]
        return x


def get_inputs():
    return [torch.randn(2, 8, 8, 16, 16)]


def get_init_inputs():
    return []
