"""F.normalize -> torch.absolute: synthesised by warpgym synth (seed 7, index 472, torch#2, dim 0 x1240)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.normalize -> torch.absolute"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.normalize(x)
        x = torch.absolute(x)
        return x


def get_inputs():
    return [torch.randn(39680, 128, 64)]


def get_init_inputs():
    return []
