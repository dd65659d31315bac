"""torch.flipud -> SELU -> LogSigmoid: synthesised by warpgym synth (seed 7, index 2171, torch#3, dim 0 x784)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.flipud -> SELU -> LogSigmoid"""

    def __init__(self):
        super().__init__()
        self.selu_1 = nn.SELU()
        self.logsigmoid_2 = nn.LogSigmoid()

    def forward(self, x):
        x = torch.flipud(x)
        x = self.selu_1(x)
        x = self.logsigmoid_2(x)
        return x


def get_inputs():
    return [torch.randn(200704, 256)]


def get_init_inputs():
    return []
