"""torch.ldexp -> F.softsign: synthesised by warpgym synth (seed 9, index 5, torch#2, dim 0 x1541)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.ldexp -> F.softsign"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.ldexp(x, x1)
        x = F.softsign(x)
        return x


def get_inputs():
    return [torch.randn(394496, 256), torch.randn(394496, 256)]


def get_init_inputs():
    return []
