"""Conv1d -> AvgPool1d -> torch.absolute: synthesised by warpgym synth (seed 7, index 511, torch#3, dim 0 x79)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Conv1d -> AvgPool1d -> torch.absolute"""

    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(in_channels=256, kernel_size=3, out_channels=128)
        self.avgpool1d_1 = nn.AvgPool1d(kernel_size=3)

    def forward(self, x):
        x = self.conv1d_0(x)
        x = self.avgpool1d_1(x)
        x = torch.absolute(x)
        return x


def get_inputs():
    return [torch.randn(632, 256, 128)]


def get_init_inputs():
    return []
