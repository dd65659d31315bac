"""BatchNorm1d -> torch.addcmul: synthesised by warpgym synth (seed 7, index 398, torch#2, dim 0 x1980)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """BatchNorm1d -> torch.addcmul"""

    def __init__(self):
        super().__init__()
        self.batchnorm1d_0 = nn.BatchNorm1d(num_features=64)

    def forward(self, x, x1, x2):
        x = self.batchnorm1d_0(x)
        x = torch.addcmul(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(31680, 64, 128), torch.randn(31680, 64, 128), torch.randn(31680, 64, 128)]


def get_init_inputs():
    return []
