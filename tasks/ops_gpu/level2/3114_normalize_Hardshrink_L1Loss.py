"""F.normalize -> Hardshrink -> L1Loss: synthesised by warpgym synth (seed 7, index 4259, torch#3, dim 0 x283)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.normalize -> Hardshrink -> L1Loss"""

    def __init__(self):
        super().__init__()
        self.hardshrink_1 = nn.Hardshrink()
        self.l1loss_2 = nn.L1Loss()

    def forward(self, x, x1):
        x = F.normalize(x)
        x = self.hardshrink_1(x)
        x = self.l1loss_2(x, x1)
        return x


def get_inputs():
    return [torch.randn(144896, 256), torch.randn(144896, 256)]


def get_init_inputs():
    return []
