"""F.rrelu -> torch.clamp_max: synthesised by warpgym synth (seed 7, index 1425, torch#2, dim 0 x414)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.rrelu -> torch.clamp_max"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.rrelu(x)
        x = torch.clamp_max(x, 0.5)
        return x


def get_inputs():
    return [torch.randn(13248, 128, 64)]


def get_init_inputs():
    return []
