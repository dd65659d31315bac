"""BatchNorm1d -> AdaptiveAvgPool1d: synthesised by warpgym synth (seed 7, index 4744, torch#2, dim 0 x3717)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """BatchNorm1d -> AdaptiveAvgPool1d"""

    def __init__(self):
        super().__init__()
        self.batchnorm1d_0 = nn.BatchNorm1d(num_features=256)
        self.adaptiveavgpool1d_1 = nn.AdaptiveAvgPool1d(output_size=4)

    def forward(self, x):
        x = self.batchnorm1d_0(x)
        x = self.adaptiveavgpool1d_1(x)
        return x


def get_inputs():
    return [torch.randn(1903104, 256)]


def get_init_inputs():
    return []
