"""F.threshold -> torch.histc: synthesised by warpgym synth (seed 7, index 5515, torch#2, dim 0 x8112)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.threshold -> torch.histc"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.threshold(x, threshold=0.5, value=0.5)
        x = torch.histc(x)
        return x


def get_inputs():
    return [torch.randn(4153344, 256)]


def get_init_inputs():
    return []
