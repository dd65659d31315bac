"""ZeroPad1d -> LogSigmoid: synthesised by warpgym synth (seed 8, index 27, torch#2, dim 0 x2488)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad1d -> LogSigmoid"""

    def __init__(self):
        super().__init__()
        self.zeropad1d_0 = nn.ZeroPad1d(padding=1)
        self.logsigmoid_1 = nn.LogSigmoid()

    def forward(self, x):
        x = self.zeropad1d_0(x)
        x = self.logsigmoid_1(x)
        return x


def get_inputs():
    return [torch.randn(19904, 64, 16, 16)]


def get_init_inputs():
    return []
