"""torch.subtract -> Hardshrink -> torch.round: synthesised by warpgym synth (seed 7, index 2198, torch#3, dim 0 x500)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.subtract -> Hardshrink -> torch.round"""

    def __init__(self):
        super().__init__()
        self.hardshrink_1 = nn.Hardshrink()

    def forward(self, x, x1):
        x = torch.subtract(x, x1)
        x = self.hardshrink_1(x)
        x = torch.round(x)
        return x


def get_inputs():
    return [torch.randn(8000, 32, 256), torch.randn(8000, 32, 256)]


def get_init_inputs():
    return []
