"""LogSoftmax -> LogSoftmax -> torch.renorm -> torch.digamma -> torch.norm: synthesised by warpgym synth (seed 7, index 1115, torch#5, dim 0 x1934)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LogSoftmax -> LogSoftmax -> torch.renorm -> torch.digamma -> torch.norm"""

    def __init__(self):
        super().__init__()
        self.logsoftmax_0 = nn.LogSoftmax()
        self.logsoftmax_1 = nn.LogSoftmax()

    def forward(self, x):
        x = self.logsoftmax_0(x)
        x = self.logsoftmax_1(x)
        x = torch.renorm(x, 0.5, -1, 0.5)
        x = torch.digamma(x)
        x = torch.norm(x)
        return x


def get_inputs():
    return [torch.randn(30944, 64, 128)]


def get_init_inputs():
    return []
