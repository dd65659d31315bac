"""F.softmin -> torch.multiply: synthesised by warpgym synth (seed 7, index 2316, torch#2, dim 0 x1208)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softmin -> torch.multiply"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.softmin(x)
        x = torch.multiply(x, x1)
        return x


def get_inputs():
    return [torch.randn(38656, 128, 64), torch.randn(38656, 128, 64)]


def get_init_inputs():
    return []
