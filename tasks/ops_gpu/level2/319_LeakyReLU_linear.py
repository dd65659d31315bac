"""LeakyReLU -> F.linear: synthesised by warpgym synth (seed 7, index 483, torch#2, dim 0 x163)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LeakyReLU -> F.linear"""

    def __init__(self):
        super().__init__()
        self.leakyrelu_0 = nn.LeakyReLU()

    def forward(self, x, x1):
        x = self.leakyrelu_0(x)
        x = F.linear(x, x1)
        return x


def get_inputs():
    return [torch.randn(20864, 256), torch.randn(20864, 256)]


def get_init_inputs():
    return []
