"""torch.addcmul -> Softplus -> LogSoftmax: synthesised by warpgym synth (seed 7, index 4006, torch#3, dim 0 x7856)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.addcmul -> Softplus -> LogSoftmax"""

    def __init__(self):
        super().__init__()
        self.softplus_1 = nn.Softplus()
        self.logsoftmax_2 = nn.LogSoftmax()

    def forward(self, x, x1, x2):
        x = torch.addcmul(x, x1, x2)
        x = self.softplus_1(x)
        x = self.logsoftmax_2(x)
        return x


def get_inputs():
    return [torch.randn(31424, 16, 8, 8, 8), torch.randn(31424, 16, 8, 8, 8), torch.randn(31424, 16, 8, 8, 8)]


def get_init_inputs():
    return []
