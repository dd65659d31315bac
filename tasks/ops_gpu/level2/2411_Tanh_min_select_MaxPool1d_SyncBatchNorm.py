"""Tanh -> torch.min -> torch.select -> MaxPool1d -> SyncBatchNorm: synthesised by warpgym synth (seed 7, index 3800, torch#5, dim 0 x1320)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Tanh -> torch.min -> torch.select -> MaxPool1d -> SyncBatchNorm"""

    def __init__(self):
        super().__init__()
        self.tanh_0 = nn.Tanh()
        self.maxpool1d_3 = nn.MaxPool1d(kernel_size=3)
        self.syncbatchnorm_4 = nn.SyncBatchNorm(num_features=64)

    def forward(self, x, x1):
        x = self.tanh_0(x)
        x = torch.min(x, x1)
        x = torch.select(x, -1, 2)
        x = self.maxpool1d_3(x)
        x = self.syncbatchnorm_4(x)
        return x


def get_inputs():
    return [torch.randn(10560, 64, 16, 16), torch.randn(10560, 64, 16, 16)]


def get_init_inputs():
    return []
