"""ReLU: synthesised by warpgym synth (seed 8, index 302, torch#1, dim 0 x10610)."""
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
    return [torch.randn(21220, 8, 8, 16, 16)]


def get_init_inputs():
    return []
