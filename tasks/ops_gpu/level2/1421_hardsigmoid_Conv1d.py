"""F.hardsigmoid -> Conv1d: synthesised by warpgym synth (seed 7, index 2275, torch#2, dim 0 x505)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardsigmoid -> Conv1d"""

    def __init__(self):
        super().__init__()
        self.conv1d_1 = nn.Conv1d(in_channels=32, kernel_size=3, out_channels=256)

    def forward(self, x):
        x = F.hardsigmoid(x)
        x = self.conv1d_1(x)
        return x


def get_inputs():
    return [torch.randn(8080, 32, 256)]


def get_init_inputs():
    return []
