"""F.adaptive_avg_pool3d -> torch.diff: synthesised by warpgym synth (seed 7, index 298, torch#2, dim 0 x5531)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.adaptive_avg_pool3d -> torch.diff"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.adaptive_avg_pool3d(x, output_size=4)
        x = torch.diff(x)
        return x


def get_inputs():
    return [torch.randn(44248, 16, 32, 32)]


def get_init_inputs():
    return []
