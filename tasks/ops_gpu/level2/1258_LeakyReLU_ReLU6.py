"""LeakyReLU -> ReLU6: synthesised by warpgym synth (seed 7, index 2029, torch#2, dim 0 x6107)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LeakyReLU -> ReLU6"""

    def __init__(self):
        super().__init__()
        self.leakyrelu_0 = nn.LeakyReLU()
        self.relu6_1 = nn.ReLU6()

    def forward(self, x):
        x = self.leakyrelu_0(x)
        x = self.relu6_1(x)
        return x


def get_inputs():
    return [torch.randn(1563392, 256)]


def get_init_inputs():
    return []
