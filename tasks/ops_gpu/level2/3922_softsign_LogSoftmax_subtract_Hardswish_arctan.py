"""F.softsign -> LogSoftmax -> torch.subtract -> Hardswish -> torch.arctan: synthesised by warpgym synth (seed 7, index 6177, torch#5, dim 0 x4818)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softsign -> LogSoftmax -> torch.subtract -> Hardswish -> torch.arctan"""

    def __init__(self):
        super().__init__()
        self.logsoftmax_1 = nn.LogSoftmax()
        self.hardswish_3 = nn.Hardswish()

    def forward(self, x, x1):
        x = F.softsign(x)
        x = self.logsoftmax_1(x)
        x = torch.subtract(x, x1)
        x = self.hardswish_3(x)
        x = torch.arctan(x)
        return x


def get_inputs():
    return [torch.randn(616704, 256), torch.randn(616704, 256)]


def get_init_inputs():
    return []
