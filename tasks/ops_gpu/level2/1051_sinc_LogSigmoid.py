"""torch.sinc -> LogSigmoid: synthesised by warpgym synth (seed 7, index 1709, torch#2, dim 0 x1806)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sinc -> LogSigmoid"""

    def __init__(self):
        super().__init__()
        self.logsigmoid_1 = nn.LogSigmoid()

    def forward(self, x):
        x = torch.sinc(x)
        x = self.logsigmoid_1(x)
        return x


def get_inputs():
    return [torch.randn(57792, 128, 64)]


def get_init_inputs():
    return []
