"""torch.floor -> torch.histc: synthesised by warpgym synth (seed 7, index 1634, torch#2, dim 0 x1067)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.floor -> torch.histc"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.floor(x)
        x = torch.histc(x)
        return x


def get_inputs():
    return [torch.randn(17072, 32, 256)]


def get_init_inputs():
    return []
