"""BatchNorm1d -> F.softmax: synthesised by warpgym synth (seed 8, index 58, torch#2, dim 0 x3672)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """BatchNorm1d -> F.softmax"""

    def __init__(self):
        super().__init__()
        self.batchnorm1d_0 = nn.BatchNorm1d(num_features=256)

    def forward(self, x):
        x = self.batchnorm1d_0(x)
        x = F.softmax(x)
        return x


def get_inputs():
    return [torch.randn(1880064, 256)]


def get_init_inputs():
    return []
