"""LogSigmoid -> F.softmin: synthesised by warpgym synth (seed 7, index 2999, torch#2, dim 0 x1168)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LogSigmoid -> F.softmin"""

    def __init__(self):
        super().__init__()
        self.logsigmoid_0 = nn.LogSigmoid()

    def forward(self, x):
        x = self.logsigmoid_0(x)
        x = F.softmin(x)
        return x


def get_inputs():
    return [torch.randn(9344, 256, 128)]


def get_init_inputs():
    return []
