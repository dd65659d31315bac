"""torch.erfc -> Conv1d: synthesised by warpgym synth (seed 7, index 6804, torch#2, dim 0 x312)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.erfc -> Conv1d"""

    def __init__(self):
        super().__init__()
        self.conv1d_1 = nn.Conv1d(in_channels=64, kernel_size=3, out_channels=128)

    def forward(self, x):
        x = torch.erfc(x)
        x = self.conv1d_1(x)
        return x


def get_inputs():
    return [torch.randn(4992, 64, 128)]


def get_init_inputs():
    return []
