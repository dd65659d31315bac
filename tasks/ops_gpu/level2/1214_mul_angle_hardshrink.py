"""torch.mul -> torch.angle -> F.hardshrink: synthesised by warpgym synth (seed 7, index 1963, torch#3, dim 0 x2553)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.mul -> torch.angle -> F.hardshrink"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.mul(x, x1)
        x = torch.angle(x)
        x = F.hardshrink(x)
        return x


def get_inputs():
    return [torch.randn(40848, 32, 256), torch.randn(40848, 32, 256)]


def get_init_inputs():
    return []
