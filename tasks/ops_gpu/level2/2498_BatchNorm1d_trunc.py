"""BatchNorm1d -> torch.trunc: synthesised by warpgym synth (seed 7, index 3953, torch#2, dim 0 x2717)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """BatchNorm1d -> torch.trunc"""

    def __init__(self):
        super().__init__()
        self.batchnorm1d_0 = nn.BatchNorm1d(num_features=256)

    def forward(self, x):
        x = self.batchnorm1d_0(x)
        x = torch.trunc(x)
        return x


def get_inputs():
    return [torch.randn(695552, 256)]


def get_init_inputs():
    return []
