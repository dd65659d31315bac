"""torch.ceil -> torch.erfc -> F.hardswish: synthesised by warpgym synth (seed 10, index 81, torch#3, dim 0 x7983)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.ceil -> torch.erfc -> F.hardswish"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.ceil(x)
        x = torch.erfc(x)
        x = F.hardswish(x)
        return x


def get_inputs():
    return [torch.randn(510912, 1024)]


def get_init_inputs():
    return []
