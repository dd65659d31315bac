"""torch.sin -> RReLU -> F.selu: synthesised by warpgym synth (seed 7, index 4871, torch#3, dim 0 x454)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sin -> RReLU -> F.selu"""

    def __init__(self):
        super().__init__()
        self.rrelu_1 = nn.RReLU()

    def forward(self, x):
        x = torch.sin(x)
        x = self.rrelu_1(x)
        x = F.selu(x)
        return x


def get_inputs():
    return [torch.randn(7264, 32, 16, 16)]


def get_init_inputs():
    return []
