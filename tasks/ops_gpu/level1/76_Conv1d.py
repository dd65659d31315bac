"""Conv1d: synthesised by warpgym synth (seed 7, index 1084, torch#1, dim 0 x472)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Conv1d"""

    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(in_channels=32, kernel_size=3, out_channels=256)

    def forward(self, x):
        x = self.conv1d_0(x)
        return x


def get_inputs():
    return [torch.randn(7552, 32, 256)]


def get_init_inputs():
    return []
