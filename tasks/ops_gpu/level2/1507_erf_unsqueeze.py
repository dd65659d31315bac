"""torch.erf -> torch.unsqueeze: synthesised by warpgym synth (seed 7, index 2414, torch#2, dim 0 x4026)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.erf -> torch.unsqueeze"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.erf(x)
        x = torch.unsqueeze(x, -1)
        return x


def get_inputs():
    return [torch.randn(16104, 32, 32, 32)]


def get_init_inputs():
    return []
