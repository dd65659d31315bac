"""torch.floor_divide -> LogSigmoid: synthesised by warpgym synth (seed 8, index 405, torch#2, dim 0 x1388)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.floor_divide -> LogSigmoid"""

    def __init__(self):
        super().__init__()
        self.logsigmoid_1 = nn.LogSigmoid()

    def forward(self, x, x1):
        x = torch.floor_divide(x, x1)
        x = self.logsigmoid_1(x)
        return x


def get_inputs():
    return [torch.randn(5552, 32, 32, 32), torch.randn(5552, 32, 32, 32)]


def get_init_inputs():
    return []
