"""Conv1d -> torch.fmax: synthesised by warpgym synth (seed 7, index 4739, torch#2, dim 0 x136)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Conv1d -> torch.fmax"""

    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(in_channels=64, kernel_size=3, out_channels=128)

    def forward(self, x, x1):
        x = self.conv1d_0(x)
        x = torch.fmax(x, x1)
        return x


def get_inputs():
    return [torch.randn(2176, 64, 128), torch.randn(2176, 128, 126)]


def get_init_inputs():
    return []
