"""torch.fliplr -> torch.std: synthesised by warpgym synth (seed 7, index 2918, torch#2, dim 0 x7407)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.fliplr -> torch.std"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.fliplr(x)
        x = torch.std(x)
        return x


def get_inputs():
    return [torch.randn(29628, 32, 32, 32)]


def get_init_inputs():
    return []
