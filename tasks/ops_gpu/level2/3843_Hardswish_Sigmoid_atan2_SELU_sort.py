"""Hardswish -> Sigmoid -> torch.atan2 -> SELU -> torch.sort: synthesised by warpgym synth (seed 7, index 6047, torch#5, dim 0 x2018)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardswish -> Sigmoid -> torch.atan2 -> SELU -> torch.sort"""

    def __init__(self):
        super().__init__()
        self.hardswish_0 = nn.Hardswish()
        self.sigmoid_1 = nn.Sigmoid()
        self.selu_3 = nn.SELU()

    def forward(self, x, x1):
        x = self.hardswish_0(x)
        x = self.sigmoid_1(x)
        x = torch.atan2(x, x1)
        x = self.selu_3(x)
        x = torch.sort(x)[0]
        return x


def get_inputs():
    return [torch.randn(16144, 64, 16, 16), torch.randn(16144, 64, 16, 16)]


def get_init_inputs():
    return []
