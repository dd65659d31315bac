"""BatchNorm2d -> torch.nanmean: synthesised by warpgym synth (seed 7, index 3821, torch#2, dim 0 x467)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """BatchNorm2d -> torch.nanmean"""

    def __init__(self):
        super().__init__()
        self.batchnorm2d_0 = nn.BatchNorm2d(num_features=32)

    def forward(self, x):
        x = self.batchnorm2d_0(x)
        x = torch.nanmean(x)
        return x


def get_inputs():
    return [torch.randn(1868, 32, 32, 32)]


def get_init_inputs():
    return []
