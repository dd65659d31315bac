"""F.avg_pool2d -> LogSigmoid -> torch.logcumsumexp -> torch.square: synthesised by warpgym synth (seed 8, index 306, torch#4, dim 0 x1976)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.avg_pool2d -> LogSigmoid -> torch.logcumsumexp -> torch.square"""

    def __init__(self):
        super().__init__()
        self.logsigmoid_1 = nn.LogSigmoid()

    def forward(self, x):
        x = F.avg_pool2d(x, 3)
        x = self.logsigmoid_1(x)
        x = torch.logcumsumexp(x, -1)
        x = torch.square(x)
        return x


def get_inputs():
    return [torch.randn(15808, 16, 32, 32)]


def get_init_inputs():
    return []
