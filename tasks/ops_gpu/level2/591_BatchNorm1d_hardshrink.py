"""BatchNorm1d -> F.hardshrink: synthesised by warpgym synth (seed 7, index 947, torch#2, dim 0 x7734)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """BatchNorm1d -> F.hardshrink"""

    def __init__(self):
        super().__init__()
        self.batchnorm1d_0 = nn.BatchNorm1d(num_features=1024)

    def forward(self, x):
        x = self.batchnorm1d_0(x)
        x = F.hardshrink(x)
        return x


def get_inputs():
    return [torch.randn(494976, 1024)]


def get_init_inputs():
    return []
