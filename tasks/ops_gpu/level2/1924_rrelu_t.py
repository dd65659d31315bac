"""F.rrelu -> torch.t: synthesised by warpgym synth (seed 7, index 3045, torch#2, dim 0 x12041)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.rrelu -> torch.t"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.rrelu(x)
        x = torch.t(x)
        return x


def get_inputs():
    return [torch.randn(1541248, 256)]


def get_init_inputs():
    return []
