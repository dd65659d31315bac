"""ReLU6 -> F.tanh: synthesised by warpgym synth (seed 7, index 2431, torch#2, dim 0 x3614)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReLU6 -> F.tanh"""

    def __init__(self):
        super().__init__()
        self.relu6_0 = nn.ReLU6()

    def forward(self, x):
        x = self.relu6_0(x)
        x = F.tanh(x)
        return x


def get_inputs():
    return [torch.randn(57824, 32, 256)]


def get_init_inputs():
    return []
