"""ReLU6: synthesised by warpgym synth (seed 7, index 1614, torch#1, dim 0 x3531)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReLU6"""

    def __init__(self):
        super().__init__()
        self.relu6_0 = nn.ReLU6()

    def forward(self, x):
        x = self.relu6_0(x)
        return x


def get_inputs():
    return [torch.randn(14124, 32, 32, 32)]


def get_init_inputs():
    return []
