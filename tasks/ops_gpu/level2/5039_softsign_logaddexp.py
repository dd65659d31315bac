"""F.softsign -> torch.logaddexp: synthesised by warpgym synth (seed 9, index 497, torch#2, dim 0 x2473)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softsign -> torch.logaddexp"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.softsign(x)
        x = torch.logaddexp(x, x1)
        return x


def get_inputs():
    return [torch.randn(1266176, 256), torch.randn(1266176, 256)]


def get_init_inputs():
    return []
