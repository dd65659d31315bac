"""LogSoftmax -> L1Loss: synthesised by warpgym synth (seed 7, index 3492, torch#2, dim 0 x1609)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LogSoftmax -> L1Loss"""

    def __init__(self):
        super().__init__()
        self.logsoftmax_0 = nn.LogSoftmax()
        self.l1loss_1 = nn.L1Loss()

    def forward(self, x, x1):
        x = self.logsoftmax_0(x)
        x = self.l1loss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(205952, 256), torch.randn(205952, 256)]


def get_init_inputs():
    return []
