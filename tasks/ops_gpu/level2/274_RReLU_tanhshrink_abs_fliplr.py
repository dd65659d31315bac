"""RReLU -> F.tanhshrink -> torch.abs -> torch.fliplr: synthesised by warpgym synth (seed 7, index 424, torch#4, dim 0 x316)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """RReLU -> F.tanhshrink -> torch.abs -> torch.fliplr"""

    def __init__(self):
        super().__init__()
        self.rrelu_0 = nn.RReLU()

    def forward(self, x):
        x = self.rrelu_0(x)
        x = F.tanhshrink(x)
        x = torch.abs(x)
        x = torch.fliplr(x)
        return x


def get_inputs():
    return [torch.randn(2528, 16, 32, 32)]


def get_init_inputs():
    return []
