"""Conv1d -> F.hardtanh: synthesised by warpgym synth (seed 7, index 3396, torch#2, dim 0 x54)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Conv1d -> F.hardtanh"""

    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(in_channels=32, kernel_size=3, out_channels=256)

    def forward(self, x):
        x = self.conv1d_0(x)
        x = F.hardtanh(x)
        return x


def get_inputs():
    return [torch.randn(864, 32, 256)]


def get_init_inputs():
    return []
