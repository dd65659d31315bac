"""torch.fmin -> LogSigmoid: synthesised by warpgym synth (seed 7, index 4568, torch#2, dim 0 x2715)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.fmin -> LogSigmoid"""

    def __init__(self):
        super().__init__()
        self.logsigmoid_1 = nn.LogSigmoid()

    def forward(self, x, x1):
        x = torch.fmin(x, x1)
        x = self.logsigmoid_1(x)
        return x


def get_inputs():
    return [torch.randn(43440, 32, 256), torch.randn(43440, 32, 256)]


def get_init_inputs():
    return []
