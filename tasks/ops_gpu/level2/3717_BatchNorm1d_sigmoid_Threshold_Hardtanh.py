"""BatchNorm1d -> F.sigmoid -> Threshold -> Hardtanh: synthesised by warpgym synth (seed 7, index 5827, torch#4, dim 0 x15112)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """BatchNorm1d -> F.sigmoid -> Threshold -> Hardtanh"""

    def __init__(self):
        super().__init__()
        self.batchnorm1d_0 = nn.BatchNorm1d(num_features=256)
        self.threshold_2 = nn.Threshold(threshold=0.5, value=0.5)
        self.hardtanh_3 = nn.Hardtanh()

    def forward(self, x):
        x = self.batchnorm1d_0(x)
        x = F.sigmoid(x)
        x = self.threshold_2(x)
        x = self.hardtanh_3(x)
        return x


def get_inputs():
    return [torch.randn(1934336, 256)]


def get_init_inputs():
    return []
