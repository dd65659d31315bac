"""torch.prod -> torch.neg -> torch.sinc: synthesised by warpgym synth (seed 7, index 1659, torch#3, dim 0 x6881)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.prod -> torch.neg -> torch.sinc"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.prod(x, -1)
        x = torch.neg(x)
        x = torch.sinc(x)
        return x


def get_inputs():
    return [torch.randn(110096, 32, 16, 16)]


def get_init_inputs():
    return []
