"""torch.det -> torch.div: synthesised by warpgym synth (seed 7, index 5718, torch#2, dim 0 x3660)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.det -> torch.div"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.det(x)
        x = torch.div(x, x1)
        return x


def get_inputs():
    return [torch.randn(29280, 64, 16, 16), torch.randn(29280, 64)]


def get_init_inputs():
    return []
