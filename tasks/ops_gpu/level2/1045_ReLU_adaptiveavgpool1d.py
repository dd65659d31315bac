"""ReLU -> F.adaptive_avg_pool1d: synthesised by warpgym synth (seed 7, index 1701, torch#2, dim 0 x9250)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReLU -> F.adaptive_avg_pool1d"""

    def __init__(self):
        super().__init__()
        self.relu_0 = nn.ReLU()

    def forward(self, x):
        x = self.relu_0(x)
        x = F.adaptive_avg_pool1d(x, 4)
        return x


def get_inputs():
    return [torch.randn(592000, 1024)]


def get_init_inputs():
    return []
