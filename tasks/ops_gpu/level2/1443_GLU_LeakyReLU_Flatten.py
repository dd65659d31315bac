"""GLU -> LeakyReLU -> Flatten: synthesised by warpgym synth (seed 7, index 2307, torch#3, dim 0 x4848)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GLU -> LeakyReLU -> Flatten"""

    def __init__(self):
        super().__init__()
        self.glu_0 = nn.GLU()
        self.leakyrelu_1 = nn.LeakyReLU()
        self.flatten_2 = nn.Flatten()

    def forward(self, x):
        x = self.glu_0(x)
        x = self.leakyrelu_1(x)
        x = self.flatten_2(x)
        return x


def get_inputs():
    return [torch.randn(38784, 64, 16, 16)]


def get_init_inputs():
    return []
