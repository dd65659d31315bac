"""torch.t -> LogSoftmax -> GELU: synthesised by warpgym synth (seed 7, index 4580, torch#3, dim 0 x3701)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.t -> LogSoftmax -> GELU"""

    def __init__(self):
        super().__init__()
        self.logsoftmax_1 = nn.LogSoftmax()
        self.gelu_2 = nn.GELU()

    def forward(self, x):
        x = torch.t(x)
        x = self.logsoftmax_1(x)
        x = self.gelu_2(x)
        return x


def get_inputs():
    return [torch.randn(236864, 1024)]


def get_init_inputs():
    return []
