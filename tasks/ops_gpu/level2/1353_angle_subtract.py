"""torch.angle -> torch.subtract: synthesised by warpgym synth (seed 7, index 2177, torch#2, dim 0 x1186)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.angle -> torch.subtract"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.angle(x)
        x = torch.subtract(x, x1)
        return x


def get_inputs():
    return [torch.randn(303616, 512), torch.randn(303616, 512)]


def get_init_inputs():
    return []
