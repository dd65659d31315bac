"""torch.fliplr -> torch.corrcoef: synthesised by warpgym synth (seed 7, index 862, torch#2)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.fliplr -> torch.corrcoef"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.fliplr(x)
        x = torch.corrcoef(x)
        return x


def get_inputs():
    return [torch.randn(512, 256)]


def get_init_inputs():
    return []
