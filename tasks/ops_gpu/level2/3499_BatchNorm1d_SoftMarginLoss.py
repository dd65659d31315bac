"""BatchNorm1d -> SoftMarginLoss: synthesised by warpgym synth (seed 7, index 4787, torch#2, dim 0 x3804)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """BatchNorm1d -> SoftMarginLoss"""

    def __init__(self):
        super().__init__()
        self.batchnorm1d_0 = nn.BatchNorm1d(num_features=64)
        self.softmarginloss_1 = nn.SoftMarginLoss()

    def forward(self, x, x1):
        x = self.batchnorm1d_0(x)
        x = self.softmarginloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(60864, 64, 128), torch.randn(60864, 64, 128)]


def get_init_inputs():
    return []
