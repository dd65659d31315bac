"""ReLU: synthesised by warpgym synth (seed 7, index 2314, torch#1, dim 0 x4081)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReLU"""

    def __init__(self):
        super().__init__()
        self.relu_0 = nn.ReLU()

    def forward(self, x):
        x = self.relu_0(x)
        return x


def get_inputs():
    return [torch.randn(261184, 1024)]


def get_init_inputs():
    return []
