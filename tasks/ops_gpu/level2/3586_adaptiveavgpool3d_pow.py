"""F.adaptive_avg_pool3d -> torch.pow: synthesised by warpgym synth (seed 7, index 5626, torch#2, dim 0 x2651)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.adaptive_avg_pool3d -> torch.pow"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.adaptive_avg_pool3d(x, output_size=4)
        x = torch.pow(x, 2.0)
        return x


def get_inputs():
    return [torch.randn(42416, 32, 16, 16)]


def get_init_inputs():
    return []
