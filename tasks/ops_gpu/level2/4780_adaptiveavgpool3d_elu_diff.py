"""F.adaptive_avg_pool3d -> F.elu -> torch.diff: synthesised by warpgym synth (seed 9, index 83, torch#3, dim 0 x7577)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.adaptive_avg_pool3d -> F.elu -> torch.diff"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.adaptive_avg_pool3d(x, output_size=4)
        x = F.elu(x)
        x = torch.diff(x)
        return x


def get_inputs():
    return [torch.randn(121232, 32, 16, 16)]


def get_init_inputs():
    return []
