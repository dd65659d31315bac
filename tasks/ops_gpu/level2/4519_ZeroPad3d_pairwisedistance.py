"""ZeroPad3d -> F.pairwise_distance: synthesised by warpgym synth (seed 8, index 129, torch#2, dim 0 x892)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad3d -> F.pairwise_distance"""

    def __init__(self):
        super().__init__()
        self.zeropad3d_0 = nn.ZeroPad3d(padding=1)

    def forward(self, x, x1):
        x = self.zeropad3d_0(x)
        x = F.pairwise_distance(x, x1)
        return x


def get_inputs():
    return [torch.randn(3568, 16, 8, 8, 8), torch.randn(3568, 16, 10, 10, 10)]


def get_init_inputs():
    return []
