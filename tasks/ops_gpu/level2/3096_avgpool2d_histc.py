"""F.avg_pool2d -> torch.histc: synthesised by warpgym synth (seed 7, index 4894, torch#2, dim 0 x5217)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.avg_pool2d -> torch.histc"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.avg_pool2d(x, 3)
        x = torch.histc(x)
        return x


def get_inputs():
    return [torch.randn(83472, 32, 16, 16)]


def get_init_inputs():
    return []
