"""SiLU -> RReLU -> F.pad -> L1Loss: synthesised by warpgym synth (seed 7, index 4473, torch#4, dim 0 x5579)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SiLU -> RReLU -> F.pad -> L1Loss"""

    def __init__(self):
        super().__init__()
        self.silu_0 = nn.SiLU()
        self.rrelu_1 = nn.RReLU()
        self.l1loss_3 = nn.L1Loss()

    def forward(self, x, x1):
        x = self.silu_0(x)
        x = self.rrelu_1(x)
        x = F.pad(x, pad=[1, 1])
        x = self.l1loss_3(x, x1)
        return x


def get_inputs():
    return [torch.randn(1428224, 256), torch.randn(1428224, 258)]


def get_init_inputs():
    return []
