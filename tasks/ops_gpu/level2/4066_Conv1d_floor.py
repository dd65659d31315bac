"""Conv1d -> torch.floor: synthesised by warpgym synth (seed 7, index 6393, torch#2, dim 0 x418)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Conv1d -> torch.floor"""

    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(in_channels=64, kernel_size=3, out_channels=128)

    def forward(self, x):
        x = self.conv1d_0(x)
        x = torch.floor(x)
        return x


def get_inputs():
    return [torch.randn(6688, 64, 128)]


def get_init_inputs():
    return []
