"""ReLU6 -> ReLU: synthesised by warpgym synth (seed 7, index 5193, torch#2, dim 0 x3576)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReLU6 -> ReLU"""

    def __init__(self):
        super().__init__()
        self.relu6_0 = nn.ReLU6()
        self.relu_1 = nn.ReLU()

    def forward(self, x):
        x = self.relu6_0(x)
        x = self.relu_1(x)
        return x


def get_inputs():
    return [torch.randn(57216, 32, 256)]


def get_init_inputs():
    return []
