"""torch.pow -> LogSoftmax -> InstanceNorm2d: synthesised by warpgym synth (seed 7, index 1214, torch#3, dim 0 x626)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.pow -> LogSoftmax -> InstanceNorm2d"""

    def __init__(self):
        super().__init__()
        self.logsoftmax_1 = nn.LogSoftmax()
        self.instancenorm2d_2 = nn.InstanceNorm2d(num_features=32)

    def forward(self, x):
        x = torch.pow(x, 2.0)
        x = self.logsoftmax_1(x)
        x = self.instancenorm2d_2(x)
        return x


def get_inputs():
    return [torch.randn(2504, 32, 32, 32)]


def get_init_inputs():
    return []
