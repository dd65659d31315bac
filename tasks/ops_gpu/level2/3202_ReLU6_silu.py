"""ReLU6 -> F.silu: synthesised by warpgym synth (seed 7, index 5042, torch#2, dim 0 x4025)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReLU6 -> F.silu"""

    def __init__(self):
        super().__init__()
        self.relu6_0 = nn.ReLU6()

    def forward(self, x):
        x = self.relu6_0(x)
        x = F.silu(x)
        return x


def get_inputs():
    return [torch.randn(32200, 16, 32, 32)]


def get_init_inputs():
    return []
