"""RReLU -> RReLU -> F.channel_shuffle: synthesised by warpgym synth (seed 7, index 5214, torch#3, dim 0 x3572)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """RReLU -> RReLU -> F.channel_shuffle"""

    def __init__(self):
        super().__init__()
        self.rrelu_0 = nn.RReLU()
        self.rrelu_1 = nn.RReLU()

    def forward(self, x):
        x = self.rrelu_0(x)
        x = self.rrelu_1(x)
        x = F.channel_shuffle(x, 2)
        return x


def get_inputs():
    return [torch.randn(57152, 64, 128)]


def get_init_inputs():
    return []
