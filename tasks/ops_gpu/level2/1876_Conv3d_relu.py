"""Conv3d -> F.relu: synthesised by warpgym synth (seed 7, index 2973, torch#2, dim 0 x1830)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Conv3d -> F.relu"""

    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(in_channels=16, kernel_size=3, out_channels=8)

    def forward(self, x):
        x = self.conv3d_0(x)
        x = F.relu(x)
        return x


def get_inputs():
    return [torch.randn(7320, 16, 8, 8, 8)]


def get_init_inputs():
    return []
