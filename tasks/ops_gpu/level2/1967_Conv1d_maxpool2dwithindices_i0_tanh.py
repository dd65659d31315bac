"""Conv1d -> F.max_pool2d_with_indices -> torch.i0 -> F.tanh: synthesised by warpgym synth (seed 7, index 3101, torch#4, dim 0 x104)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Conv1d -> F.max_pool2d_with_indices -> torch.i0 -> F.tanh"""

    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(in_channels=128, kernel_size=3, out_channels=64)

    def forward(self, x):
        x = self.conv1d_0(x)
        x = F.max_pool2d_with_indices(x, kernel_size=3)[0]
        x = torch.i0(x)
        x = F.tanh(x)
        return x


def get_inputs():
    return [torch.randn(3328, 128, 64)]


def get_init_inputs():
    return []
