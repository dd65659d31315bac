"""MaxPool2d -> LogSigmoid: synthesised by warpgym synth (seed 7, index 2648, torch#2, dim 0 x2134)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """MaxPool2d -> LogSigmoid"""

    def __init__(self):
        super().__init__()
        self.maxpool2d_0 = nn.MaxPool2d(kernel_size=3)
        self.logsigmoid_1 = nn.LogSigmoid()

    def forward(self, x):
        x = self.maxpool2d_0(x)
        x = self.logsigmoid_1(x)
        return x


def get_inputs():
    return [torch.randn(17072, 64, 16, 16)]


def get_init_inputs():
    return []
