"""LogSoftmax -> torch.divide: synthesised by warpgym synth (seed 7, index 5251, torch#2, dim 0 x2916)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LogSoftmax -> torch.divide"""

    def __init__(self):
        super().__init__()
        self.logsoftmax_0 = nn.LogSoftmax()

    def forward(self, x, x1):
        x = self.logsoftmax_0(x)
        x = torch.divide(x, x1)
        return x


def get_inputs():
    return [torch.randn(746496, 256), torch.randn(746496, 256)]


def get_init_inputs():
    return []
