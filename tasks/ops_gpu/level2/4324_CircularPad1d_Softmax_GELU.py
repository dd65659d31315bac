"""CircularPad1d -> Softmax -> GELU: synthesised by warpgym synth (seed 7, index 6793, torch#3, dim 0 x3902)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CircularPad1d -> Softmax -> GELU"""

    def __init__(self):
        super().__init__()
        self.circularpad1d_0 = nn.CircularPad1d(padding=1)
        self.softmax_1 = nn.Softmax()
        self.gelu_2 = nn.GELU()

    def forward(self, x):
        x = self.circularpad1d_0(x)
        x = self.softmax_1(x)
        x = self.gelu_2(x)
        return x


def get_inputs():
    return [torch.randn(62432, 64, 128)]


def get_init_inputs():
    return []
