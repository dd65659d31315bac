"""torch.negative -> F.avg_pool1d -> torch.true_divide -> torch.floor -> torch.nansum: synthesised by warpgym synth (seed 7, index 4054, torch#5, dim 0 x10735)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.negative -> F.avg_pool1d -> torch.true_divide -> torch.floor -> torch.nansum"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.negative(x)
        x = F.avg_pool1d(x, 3)
        x = torch.true_divide(x, x1)
        x = torch.floor(x)
        x = torch.nansum(x)
        return x


def get_inputs():
    return [torch.randn(2748160, 256), torch.randn(2748160, 85)]


def get_init_inputs():
    return []
