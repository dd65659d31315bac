"""ReLU6 -> torch.rot90: synthesised by warpgym synth (seed 9, index 232, torch#2, dim 0 x2242)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReLU6 -> torch.rot90"""

    def __init__(self):
        super().__init__()
        self.relu6_0 = nn.ReLU6()

    def forward(self, x):
        x = self.relu6_0(x)
        x = torch.rot90(x)
        return x


def get_inputs():
    return [torch.randn(573952, 512)]


def get_init_inputs():
    return []
