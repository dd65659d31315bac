"""SiLU -> L1Loss: synthesised by warpgym synth (seed 7, index 2835, torch#2, dim 0 x1203)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SiLU -> L1Loss"""

    def __init__(self):
        super().__init__()
        self.silu_0 = nn.SiLU()
        self.l1loss_1 = nn.L1Loss()

    def forward(self, x, x1):
        x = self.silu_0(x)
        x = self.l1loss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(615936, 256), torch.randn(615936, 256)]


def get_init_inputs():
    return []
