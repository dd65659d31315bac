"""BatchNorm3d -> torch.swapdims: synthesised by warpgym synth (seed 7, index 2182, torch#2, dim 0 x7851)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """BatchNorm3d -> torch.swapdims"""

    def __init__(self):
        super().__init__()
        self.batchnorm3d_0 = nn.BatchNorm3d(num_features=8)

    def forward(self, x):
        x = self.batchnorm3d_0(x)
        x = torch.swapdims(x, -1, -2)
        return x


def get_inputs():
    return [torch.randn(15702, 8, 8, 16, 16)]


def get_init_inputs():
    return []
