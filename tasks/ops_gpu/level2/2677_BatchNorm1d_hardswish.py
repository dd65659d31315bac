"""BatchNorm1d -> F.hardswish: synthesised by warpgym synth (seed 7, index 4236, torch#2, dim 0 x3039)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """BatchNorm1d -> F.hardswish"""

    def __init__(self):
        super().__init__()
        self.batchnorm1d_0 = nn.BatchNorm1d(num_features=256)

    def forward(self, x):
        x = self.batchnorm1d_0(x)
        x = F.hardswish(x)
        return x


def get_inputs():
    return [torch.randn(777984, 256)]


def get_init_inputs():
    return []
