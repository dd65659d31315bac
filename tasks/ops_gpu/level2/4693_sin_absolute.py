"""torch.sin -> torch.absolute: synthesised by warpgym synth (seed 8, index 395, torch#2, dim 0 x9589)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sin -> torch.absolute"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.sin(x)
        x = torch.absolute(x)
        return x


def get_inputs():
    return [torch.randn(38356, 16, 8, 8, 8)]


def get_init_inputs():
    return []
