"""torch.unsqueeze -> torch.triu: synthesised by warpgym synth (seed 7, index 6255, torch#2, dim 0 x2144)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.unsqueeze -> torch.triu"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.unsqueeze(x, -1)
        x = torch.triu(x)
        return x


def get_inputs():
    return [torch.randn(17152, 64, 16, 16)]


def get_init_inputs():
    return []
