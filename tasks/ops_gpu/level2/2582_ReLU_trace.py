"""ReLU -> torch.trace: synthesised by warpgym synth (seed 7, index 4081, torch#2, dim 0 x7691)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReLU -> torch.trace"""

    def __init__(self):
        super().__init__()
        self.relu_0 = nn.ReLU()

    def forward(self, x):
        x = self.relu_0(x)
        x = torch.trace(x)
        return x


def get_inputs():
    return [torch.randn(1968896, 512)]


def get_init_inputs():
    return []
