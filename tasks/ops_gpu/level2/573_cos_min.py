"""torch.cos -> torch.min: synthesised by warpgym synth (seed 7, index 926, torch#2, dim 0 x5011)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.cos -> torch.min"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.cos(x)
        x = torch.min(x, x1)
        return x


def get_inputs():
    return [torch.randn(1282816, 256), torch.randn(1282816, 256)]


def get_init_inputs():
    return []
