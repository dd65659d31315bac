"""BatchNorm1d -> MSELoss: synthesised by warpgym synth (seed 7, index 1583, torch#2, dim 0 x15684)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """BatchNorm1d -> MSELoss"""

    def __init__(self):
        super().__init__()
        self.batchnorm1d_0 = nn.BatchNorm1d(num_features=256)
        self.mseloss_1 = nn.MSELoss()

    def forward(self, x, x1):
        x = self.batchnorm1d_0(x)
        x = self.mseloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(2007552, 256), torch.randn(2007552, 256)]


def get_init_inputs():
    return []
