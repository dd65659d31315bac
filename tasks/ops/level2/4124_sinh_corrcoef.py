"""torch.sinh -> torch.corrcoef: synthesised by warpgym synth (seed 7, index 5420, torch#2)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sinh -> torch.corrcoef"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.sinh(x)
        x = torch.corrcoef(x)
        return x


def get_inputs():
    return [torch.randn(64, 1024)]


def get_init_inputs():
    return []
