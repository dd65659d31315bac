"""ReLU -> ConstantPad1d -> Softmin: synthesised by warpgym synth (seed 7, index 2869, torch#3, dim 0 x2980)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReLU -> ConstantPad1d -> Softmin"""

    def __init__(self):
        super().__init__()
        self.relu_0 = nn.ReLU()
        self.constantpad1d_1 = nn.ConstantPad1d(padding=1, value=0.5)
        self.softmin_2 = nn.Softmin()

    def forward(self, x):
        x = self.relu_0(x)
        x = self.constantpad1d_1(x)
        x = self.softmin_2(x)
        return x


def get_inputs():
    return [torch.randn(47680, 64, 128)]


def get_init_inputs():
    return []
