"""LogSoftmax -> AvgPool1d: synthesised by warpgym synth (seed 7, index 5276, torch#2, dim 0 x24381)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LogSoftmax -> AvgPool1d"""

    def __init__(self):
        super().__init__()
        self.logsoftmax_0 = nn.LogSoftmax()
        self.avgpool1d_1 = nn.AvgPool1d(kernel_size=3)

    def forward(self, x):
        x = self.logsoftmax_0(x)
        x = self.avgpool1d_1(x)
        return x


def get_inputs():
    return [torch.randn(3120768, 256)]


def get_init_inputs():
    return []
