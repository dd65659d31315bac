"""torch.tan -> torch.round: synthesised by warpgym synth (seed 9, index 287, torch#2, dim 0 x7610)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.tan -> torch.round"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.tan(x)
        x = torch.round(x)
        return x


def get_inputs():
    return [torch.randn(487040, 1024)]


def get_init_inputs():
    return []
