"""Softsign -> ConstantPad1d: synthesised by warpgym synth (seed 7, index 3533, torch#2, dim 0 x12353)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softsign -> ConstantPad1d"""

    def __init__(self):
        super().__init__()
        self.softsign_0 = nn.Softsign()
        self.constantpad1d_1 = nn.ConstantPad1d(padding=1, value=0.5)

    def forward(self, x):
        x = self.softsign_0(x)
        x = self.constantpad1d_1(x)
        return x


def get_inputs():
    return [torch.randn(1581184, 256)]


def get_init_inputs():
    return []
