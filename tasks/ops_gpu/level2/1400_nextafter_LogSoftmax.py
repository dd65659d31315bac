"""torch.nextafter -> LogSoftmax: synthesised by warpgym synth (seed 7, index 2241, torch#2, dim 0 x10620)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.nextafter -> LogSoftmax"""

    def __init__(self):
        super().__init__()
        self.logsoftmax_1 = nn.LogSoftmax()

    def forward(self, x, x1):
        x = torch.nextafter(x, x1)
        x = self.logsoftmax_1(x)
        return x


def get_inputs():
    return [torch.randn(1359360, 256), torch.randn(1359360, 256)]


def get_init_inputs():
    return []
