"""MaxPool1d -> RMSNorm: synthesised by warpgym synth (seed 7, index 4911, torch#2, dim 0 x6032)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """MaxPool1d -> RMSNorm"""

    def __init__(self):
        super().__init__()
        self.maxpool1d_0 = nn.MaxPool1d(kernel_size=3)
        self.rmsnorm_1 = nn.RMSNorm(normalized_shape=42)

    def forward(self, x):
        x = self.maxpool1d_0(x)
        x = self.rmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(96512, 64, 128)]


def get_init_inputs():
    return []
