"""F.normalize -> torch.kthvalue: synthesised by warpgym synth (seed 7, index 534, torch#2, dim 0 x361)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.normalize -> torch.kthvalue"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.normalize(x)
        x = torch.kthvalue(x, 2)[0]
        return x


def get_inputs():
    return [torch.randn(11552, 128, 64)]


def get_init_inputs():
    return []
