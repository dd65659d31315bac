"""torch.cummax -> torch.reciprocal -> torch.absolute -> F.adaptive_avg_pool1d: synthesised by warpgym synth (seed 7, index 6855, torch#4, dim 0 x1392)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.cummax -> torch.reciprocal -> torch.absolute -> F.adaptive_avg_pool1d"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.cummax(x, -1)[0]
        x = torch.reciprocal(x)
        x = torch.absolute(x)
        x = F.adaptive_avg_pool1d(x, 4)
        return x


def get_inputs():
    return [torch.randn(178176, 256)]


def get_init_inputs():
    return []
