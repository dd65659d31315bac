"""ZeroPad2d -> LogSoftmax -> L1Loss: synthesised by warpgym synth (seed 7, index 3453, torch#3)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad2d -> LogSoftmax -> L1Loss"""

    def __init__(self):
        super().__init__()
        self.zeropad2d_0 = nn.ZeroPad2d(padding=1)
        self.logsoftmax_1 = nn.LogSoftmax()
        self.l1loss_2 = nn.L1Loss()

    def forward(self, x, x1):
        x = self.zeropad2d_0(x)
        x = self.logsoftmax_1(x)
        x = self.l1loss_2(x, x1)
        return x


def get_inputs():
    return [torch.randn(256, 512), torch.randn(258, 514)]


def get_init_inputs():
    return []
