"""ReLU -> F.conv3d: synthesised by warpgym synth (seed 7, index 4858, torch#2, dim 0 x422)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReLU -> F.conv3d"""

    def __init__(self):
        super().__init__()
        self.relu_0 = nn.ReLU()

    def forward(self, x, x1):
        x = self.relu_0(x)
        x = F.conv3d(x, x1)
        return x


def get_inputs():
    return [torch.randn(1688, 16, 8, 8, 8), torch.randn(1688, 16, 8, 8, 8)]


def get_init_inputs():
    return []
