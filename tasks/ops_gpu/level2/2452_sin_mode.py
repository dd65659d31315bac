"""torch.sin -> torch.mode: synthesised by warpgym synth (seed 7, index 3870, torch#2, dim 0 x8035)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sin -> torch.mode"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.sin(x)
        x = torch.mode(x)[0]
        return x


def get_inputs():
    return [torch.randn(2056960, 512)]


def get_init_inputs():
    return []
