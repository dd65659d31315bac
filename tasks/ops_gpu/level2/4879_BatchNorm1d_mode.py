"""BatchNorm1d -> torch.mode: synthesised by warpgym synth (seed 9, index 238, torch#2, dim 0 x2281)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """BatchNorm1d -> torch.mode"""

    def __init__(self):
        super().__init__()
        self.batchnorm1d_0 = nn.BatchNorm1d(num_features=64)

    def forward(self, x):
        x = self.batchnorm1d_0(x)
        x = torch.mode(x)[0]
        return x


def get_inputs():
    return [torch.randn(36496, 64, 128)]


def get_init_inputs():
    return []
