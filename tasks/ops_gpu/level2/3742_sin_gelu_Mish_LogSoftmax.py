"""torch.sin -> F.gelu -> Mish -> LogSoftmax: synthesised by warpgym synth (seed 7, index 5873, torch#4, dim 0 x15774)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sin -> F.gelu -> Mish -> LogSoftmax"""

    def __init__(self):
        super().__init__()
        self.mish_2 = nn.Mish()
        self.logsoftmax_3 = nn.LogSoftmax()

    def forward(self, x):
        x = torch.sin(x)
        x = F.gelu(x)
        x = self.mish_2(x)
        x = self.logsoftmax_3(x)
        return x


def get_inputs():
    return [torch.randn(2019072, 256)]


def get_init_inputs():
    return []
