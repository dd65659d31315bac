"""BatchNorm1d -> MultiLabelSoftMarginLoss: synthesised by warpgym synth (seed 7, index 4013, torch#2, dim 0 x1955)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """BatchNorm1d -> MultiLabelSoftMarginLoss"""

    def __init__(self):
        super().__init__()
        self.batchnorm1d_0 = nn.BatchNorm1d(num_features=256)
        self.multilabelsoftmarginloss_1 = nn.MultiLabelSoftMarginLoss()

    def forward(self, x, x1):
        x = self.batchnorm1d_0(x)
        x = self.multilabelsoftmarginloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(500480, 256), torch.randn(500480, 256)]


def get_init_inputs():
    return []
