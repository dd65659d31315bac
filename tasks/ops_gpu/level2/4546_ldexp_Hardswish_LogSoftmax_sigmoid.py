"""torch.ldexp -> Hardswish -> LogSoftmax -> F.sigmoid: synthesised by warpgym synth (seed 8, index 174, torch#4, dim 0 x2184)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.ldexp -> Hardswish -> LogSoftmax -> F.sigmoid"""

    def __init__(self):
        super().__init__()
        self.hardswish_1 = nn.Hardswish()
        self.logsoftmax_2 = nn.LogSoftmax()

    def forward(self, x, x1):
        x = torch.ldexp(x, x1)
        x = self.hardswish_1(x)
        x = self.logsoftmax_2(x)
        x = F.sigmoid(x)
        return x


def get_inputs():
    return [torch.randn(139776, 1024), torch.randn(139776, 1024)]


def get_init_inputs():
    return []
