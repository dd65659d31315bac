"""torch.min -> torch.float_power -> F.sigmoid: synthesised by warpgym synth (seed 8, index 180, torch#3, dim 0 x3098)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.min -> torch.float_power -> F.sigmoid"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.min(x, x1)
        x = torch.float_power(x, 2.0)
        x = F.sigmoid(x)
        return x


def get_inputs():
    return [torch.randn(6196, 8, 8, 16, 16), torch.randn(6196, 8, 8, 16, 16)]


def get_init_inputs():
    return []
