"""LogSoftmax -> torch.ldexp -> Softmax -> Mish: synthesised by warpgym synth (seed 7, index 3477, torch#4, dim 0 x5054)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LogSoftmax -> torch.ldexp -> Softmax -> Mish"""

    def __init__(self):
        super().__init__()
        self.logsoftmax_0 = nn.LogSoftmax()
        self.softmax_2 = nn.Softmax()
        self.mish_3 = nn.Mish()

    def forward(self, x, x1):
        x = self.logsoftmax_0(x)
        x = torch.ldexp(x, x1)
        x = self.softmax_2(x)
        x = self.mish_3(x)
        return x


def get_inputs():
    return [torch.randn(323456, 1024), torch.randn(323456, 1024)]


def get_init_inputs():
    return []
