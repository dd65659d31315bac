"""AdaptiveMaxPool2d -> LeakyReLU: synthesised by warpgym synth (seed 7, index 2640, torch#2, dim 0 x2612)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveMaxPool2d -> LeakyReLU"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool2d_0 = nn.AdaptiveMaxPool2d(output_size=4)
        self.leakyrelu_1 = nn.LeakyReLU()

    def forward(self, x):
        x = self.adaptivemaxpool2d_0(x)
        x = self.leakyrelu_1(x)
        return x


def get_inputs():
    return [torch.randn(10448, 32, 32, 32)]


def get_init_inputs():
    return []
