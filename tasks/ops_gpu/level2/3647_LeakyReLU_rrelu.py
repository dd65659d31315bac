"""LeakyReLU -> F.rrelu: synthesised by warpgym synth (seed 7, index 5723, torch#2, dim 0 x2663)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LeakyReLU -> F.rrelu"""

    def __init__(self):
        super().__init__()
        self.leakyrelu_0 = nn.LeakyReLU()

    def forward(self, x):
        x = self.leakyrelu_0(x)
        x = F.rrelu(x)
        return x


def get_inputs():
    return [torch.randn(1363456, 256)]


def get_init_inputs():
    return []
