"""LeakyReLU -> ELU: synthesised by warpgym synth (seed 7, index 125, torch#2, dim 0 x2154)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LeakyReLU -> ELU"""

    def __init__(self):
        super().__init__()
        self.leakyrelu_0 = nn.LeakyReLU()
        self.elu_1 = nn.ELU()

    def forward(self, x):
        x = self.leakyrelu_0(x)
        x = self.elu_1(x)
        return x


def get_inputs():
    return [torch.randn(17232, 64, 16, 16)]


def get_init_inputs():
    return []
