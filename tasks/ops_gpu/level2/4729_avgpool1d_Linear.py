"""F.avg_pool1d -> Linear: synthesised by warpgym synth (seed 9, index 13, torch#2, dim 0 x3426)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.avg_pool1d -> Linear"""

    def __init__(self):
        super().__init__()
        self.linear_1 = nn.Linear(in_features=341, out_features=341)

    def forward(self, x):
        x = F.avg_pool1d(x, 3)
        x = self.linear_1(x)
        return x


def get_inputs():
    return [torch.randn(219264, 1024)]


def get_init_inputs():
    return []
