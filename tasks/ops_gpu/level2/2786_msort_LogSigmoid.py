"""torch.msort -> LogSigmoid: synthesised by warpgym synth (seed 7, index 4396, torch#2, dim 0 x3732)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.msort -> LogSigmoid"""

    def __init__(self):
        super().__init__()
        self.logsigmoid_1 = nn.LogSigmoid()

    def forward(self, x):
        x = torch.msort(x)
        x = self.logsigmoid_1(x)
        return x


def get_inputs():
    return [torch.randn(14928, 16, 8, 8, 8)]


def get_init_inputs():
    return []
