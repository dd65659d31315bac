"""torch.logaddexp2 -> torch.cumprod: synthesised by warpgym synth (seed 7, index 1702, torch#2, dim 0 x1545)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.logaddexp2 -> torch.cumprod"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.logaddexp2(x, x1)
        x = torch.cumprod(x, -1)
        return x


def get_inputs():
    return [torch.randn(12360, 16, 32, 32), torch.randn(12360, 16, 32, 32)]


def get_init_inputs():
    return []
