"""ReLU6 -> torch.diff: synthesised by warpgym synth (seed 7, index 2690, torch#2, dim 0 x654)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReLU6 -> torch.diff"""

    def __init__(self):
        super().__init__()
        self.relu6_0 = nn.ReLU6()

    def forward(self, x):
        x = self.relu6_0(x)
        x = torch.diff(x)
        return x


def get_inputs():
    return [torch.randn(10464, 32, 16, 16)]


def get_init_inputs():
    return []
