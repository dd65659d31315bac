"""F.softshrink -> ZeroPad3d -> F.rrelu -> LogSoftmax -> F.softmin: synthesised by warpgym synth (seed 7, index 1060, torch#5, dim 0 x1276)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softshrink -> ZeroPad3d -> F.rrelu -> LogSoftmax -> F.softmin"""

    def __init__(self):
        super().__init__()
        self.zeropad3d_1 = nn.ZeroPad3d(padding=1)
        self.logsoftmax_3 = nn.LogSoftmax()

    def forward(self, x):
        x = F.softshrink(x)
        x = self.zeropad3d_1(x)
        x = F.rrelu(x)
        x = self.logsoftmax_3(x)
        x = F.softmin(x)
        return x


def get_inputs():
    return [torch.randn(5104, 32, 32, 32)]


def get_init_inputs():
    return []
