"""MaxPool1d -> LogSoftmax: synthesised by warpgym synth (seed 7, index 2306, torch#2, dim 0 x5137)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """MaxPool1d -> LogSoftmax"""

    def __init__(self):
        super().__init__()
        self.maxpool1d_0 = nn.MaxPool1d(kernel_size=3)
        self.logsoftmax_1 = nn.LogSoftmax()

    def forward(self, x):
        x = self.maxpool1d_0(x)
        x = self.logsoftmax_1(x)
        return x


def get_inputs():
    return [torch.randn(2630144, 256)]


def get_init_inputs():
    return []
