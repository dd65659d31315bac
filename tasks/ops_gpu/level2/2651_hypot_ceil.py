"""torch.hypot -> torch.ceil: synthesised by warpgym synth (seed 7, index 4197, torch#2, dim 0 x849)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.hypot -> torch.ceil"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.hypot(x, x1)
        x = torch.ceil(x)
        return x


def get_inputs():
    return [torch.randn(3396, 32, 32, 32), torch.randn(3396, 32, 32, 32)]


def get_init_inputs():
    return []
