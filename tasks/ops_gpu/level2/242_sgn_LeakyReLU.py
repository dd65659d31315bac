"""torch.sgn -> LeakyReLU: synthesised by warpgym synth (seed 7, index 372, torch#2, dim 0 x3586)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sgn -> LeakyReLU"""

    def __init__(self):
        super().__init__()
        self.leakyrelu_1 = nn.LeakyReLU()

    def forward(self, x):
        x = torch.sgn(x)
        x = self.leakyrelu_1(x)
        return x


def get_inputs():
    return [torch.randn(1836032, 256)]


def get_init_inputs():
    return []
