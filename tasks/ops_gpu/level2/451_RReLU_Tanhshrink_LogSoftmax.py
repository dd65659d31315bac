"""RReLU -> Tanhshrink -> LogSoftmax: synthesised by warpgym synth (seed 7, index 718, torch#3, dim 0 x1808)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """RReLU -> Tanhshrink -> LogSoftmax"""

    def __init__(self):
        super().__init__()
        self.rrelu_0 = nn.RReLU()
        self.tanhshrink_1 = nn.Tanhshrink()
        self.logsoftmax_2 = nn.LogSoftmax()

    def forward(self, x):
        x = self.rrelu_0(x)
        x = self.tanhshrink_1(x)
        x = self.logsoftmax_2(x)
        return x


def get_inputs():
    return [torch.randn(115712, 1024)]


def get_init_inputs():
    return []
