"""ZeroPad3d -> LogSoftmax -> PReLU -> CircularPad1d: synthesised by warpgym synth (seed 7, index 1450, torch#4, dim 0 x960)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad3d -> LogSoftmax -> PReLU -> CircularPad1d"""

    def __init__(self):
        super().__init__()
        self.zeropad3d_0 = nn.ZeroPad3d(padding=1)
        self.logsoftmax_1 = nn.LogSoftmax()
        self.prelu_2 = nn.PReLU()
        self.circularpad1d_3 = nn.CircularPad1d(padding=1)

    def forward(self, x):
        x = self.zeropad3d_0(x)
        x = self.logsoftmax_1(x)
        x = self.prelu_2(x)
        x = self.circularpad1d_3(x)
        return x


def get_inputs():
    return [torch.randn(30720, 128, 64)]


def get_init_inputs():
    return []
