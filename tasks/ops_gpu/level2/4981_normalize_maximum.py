"""F.normalize -> torch.maximum: synthesised by warpgym synth (seed 9, index 412, torch#2, dim 0 x2216)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.normalize -> torch.maximum"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.normalize(x)
        x = torch.maximum(x, x1)
        return x


def get_inputs():
    return [torch.randn(141824, 1024), torch.randn(141824, 1024)]


def get_init_inputs():
    return []
