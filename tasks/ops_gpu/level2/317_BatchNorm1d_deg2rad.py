"""BatchNorm1d -> torch.deg2rad: synthesised by warpgym synth (seed 7, index 480, torch#2, dim 0 x786)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """BatchNorm1d -> torch.deg2rad"""

    def __init__(self):
        super().__init__()
        self.batchnorm1d_0 = nn.BatchNorm1d(num_features=256)

    def forward(self, x):
        x = self.batchnorm1d_0(x)
        x = torch.deg2rad(x)
        return x


def get_inputs():
    return [torch.randn(402432, 256)]


def get_init_inputs():
    return []
