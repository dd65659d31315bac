"""Softplus -> LogSoftmax -> F.smooth_l1_loss: synthesised by warpgym synth (seed 7, index 4761, torch#3, dim 0 x473)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softplus -> LogSoftmax -> F.smooth_l1_loss"""

    def __init__(self):
        super().__init__()
        self.softplus_0 = nn.Softplus()
        self.logsoftmax_1 = nn.LogSoftmax()

    def forward(self, x, x1):
        x = self.softplus_0(x)
        x = self.logsoftmax_1(x)
        x = F.smooth_l1_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(1892, 32, 32, 32), torch.randn(1892, 32, 32, 32)]


def get_init_inputs():
    return []
