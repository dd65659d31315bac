"""torch.cosh -> BatchNorm3d -> torch.transpose: synthesised by warpgym synth (seed 7, index 1357, torch#3, dim 0 x6073)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.cosh -> BatchNorm3d -> torch.transpose"""

    def __init__(self):
        super().__init__()
        self.batchnorm3d_1 = nn.BatchNorm3d(num_features=16)

    def forward(self, x):
        x = torch.cosh(x)
        x = self.batchnorm3d_1(x)
        x = torch.transpose(x, -1, -2)
        return x


def get_inputs():
    return [torch.randn(24292, 16, 8, 8, 8)]


def get_init_inputs():
    return []
