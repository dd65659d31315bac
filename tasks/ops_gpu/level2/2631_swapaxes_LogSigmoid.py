"""torch.swapaxes -> LogSigmoid: synthesised by warpgym synth (seed 7, index 4169, torch#2, dim 0 x4016)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.swapaxes -> LogSigmoid"""

    def __init__(self):
        super().__init__()
        self.logsigmoid_1 = nn.LogSigmoid()

    def forward(self, x):
        x = torch.swapaxes(x, 2, 1)
        x = self.logsigmoid_1(x)
        return x


def get_inputs():
    return [torch.randn(64256, 32, 16, 16)]


def get_init_inputs():
    return []
