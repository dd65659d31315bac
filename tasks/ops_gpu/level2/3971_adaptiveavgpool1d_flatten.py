"""F.adaptive_avg_pool1d -> torch.flatten: synthesised by warpgym synth (seed 7, index 6249, torch#2, dim 0 x22136)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.adaptive_avg_pool1d -> torch.flatten"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.adaptive_avg_pool1d(x, 4)
        x = torch.flatten(x)
        return x


def get_inputs():
    return [torch.randn(2833408, 256)]


def get_init_inputs():
    return []
