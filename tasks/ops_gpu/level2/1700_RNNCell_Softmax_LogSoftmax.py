"""RNNCell -> Softmax -> LogSoftmax: synthesised by warpgym synth (seed 7, index 2698, torch#3, dim 0 x628)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """RNNCell -> Softmax -> LogSoftmax"""

    def __init__(self):
        super().__init__()
        self.rnncell_0 = nn.RNNCell(hidden_size=1024, input_size=1024)
        self.softmax_1 = nn.Softmax()
        self.logsoftmax_2 = nn.LogSoftmax()

    def forward(self, x):
        x = self.rnncell_0(x)
        x = self.softmax_1(x)
        x = self.logsoftmax_2(x)
        return x


def get_inputs():
    return [torch.randn(40192, 1024)]


def get_init_inputs():
    return []
