"""LeakyReLU -> torch.kthvalue: synthesised by warpgym synth (seed 7, index 5654, torch#2, dim 0 x7656)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LeakyReLU -> torch.kthvalue"""

    def __init__(self):
        super().__init__()
        self.leakyrelu_0 = nn.LeakyReLU()

    def forward(self, x):
        x = self.leakyrelu_0(x)
        x = torch.kthvalue(x, 2)[0]
        return x


def get_inputs():
    return [torch.randn(3919872, 256)]


def get_init_inputs():
    return []
