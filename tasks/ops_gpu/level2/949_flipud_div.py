"""torch.flipud -> torch.div: synthesised by warpgym synth (seed 7, index 1541, torch#2, dim 0 x780)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.flipud -> torch.div"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.flipud(x)
        x = torch.div(x, x1)
        return x


def get_inputs():
    return [torch.randn(6240, 16, 32, 32), torch.randn(6240, 16, 32, 32)]


def get_init_inputs():
    return []
