"""BatchNorm2d -> SiLU: synthesised by warpgym synth (seed 9, index 102, torch#2, dim 0 x3014)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """BatchNorm2d -> SiLU"""

    def __init__(self):
        super().__init__()
        self.batchnorm2d_0 = nn.BatchNorm2d(num_features=32)
        self.silu_1 = nn.SiLU()

    def forward(self, x):
        x = self.batchnorm2d_0(x)
        x = self.silu_1(x)
        return x


def get_inputs():
    return [torch.randn(12056, 32, 32, 32)]


def get_init_inputs():
    return []
