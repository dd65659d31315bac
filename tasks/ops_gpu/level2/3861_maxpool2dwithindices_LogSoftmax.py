"""F.max_pool2d_with_indices -> LogSoftmax: synthesised by warpgym synth (seed 7, index 6076, torch#2, dim 0 x1601)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.max_pool2d_with_indices -> LogSoftmax"""

    def __init__(self):
        super().__init__()
        self.logsoftmax_1 = nn.LogSoftmax()

    def forward(self, x):
        x = F.max_pool2d_with_indices(x, kernel_size=3)[0]
        x = self.logsoftmax_1(x)
        return x


def get_inputs():
    return [torch.randn(12808, 256, 128)]


def get_init_inputs():
    return []
