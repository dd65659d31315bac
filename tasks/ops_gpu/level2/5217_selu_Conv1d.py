"""F.selu -> Conv1d: synthesised by warpgym synth (seed 9, index 753, torch#2, dim 0 x904)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.selu -> Conv1d"""

    def __init__(self):
        super().__init__()
        self.conv1d_1 = nn.Conv1d(in_channels=64, kernel_size=3, out_channels=128)

    def forward(self, x):
        x = F.selu(x)
        x = self.conv1d_1(x)
        return x


def get_inputs():
    return [torch.randn(14464, 64, 128)]


def get_init_inputs():
    return []
