"""torch.nextafter -> LogSoftmax -> PReLU: synthesised by warpgym synth (seed 8, index 175, torch#3, dim 0 x4702)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.nextafter -> LogSoftmax -> PReLU"""

    def __init__(self):
        super().__init__()
        self.logsoftmax_1 = nn.LogSoftmax()
        self.prelu_2 = nn.PReLU()

    def forward(self, x, x1):
        x = torch.nextafter(x, x1)
        x = self.logsoftmax_1(x)
        x = self.prelu_2(x)
        return x


def get_inputs():
    return [torch.randn(300928, 1024), torch.randn(300928, 1024)]


def get_init_inputs():
    return []
