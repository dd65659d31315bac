"""F.elu -> ReflectionPad3d -> torch.exp -> LogSoftmax: synthesised by warpgym synth (seed 8, index 124, torch#4, dim 0 x10483)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.elu -> ReflectionPad3d -> torch.exp -> LogSoftmax"""

    def __init__(self):
        super().__init__()
        self.reflectionpad3d_1 = nn.ReflectionPad3d(padding=1)
        self.logsoftmax_3 = nn.LogSoftmax()

    def forward(self, x):
        x = F.elu(x)
        x = self.reflectionpad3d_1(x)
        x = torch.exp(x)
        x = self.logsoftmax_3(x)
        return x


def get_inputs():
    return [torch.randn(41932, 16, 8, 8, 8)]


def get_init_inputs():
    return []
