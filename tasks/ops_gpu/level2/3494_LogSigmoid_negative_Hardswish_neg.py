"""LogSigmoid -> torch.negative -> Hardswish -> torch.neg: synthesised by warpgym synth (seed 7, index 5488, torch#4, dim 0 x1359)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LogSigmoid -> torch.negative -> Hardswish -> torch.neg"""

    def __init__(self):
        super().__init__()
        self.logsigmoid_0 = nn.LogSigmoid()
        self.hardswish_2 = nn.Hardswish()

    def forward(self, x):
        x = self.logsigmoid_0(x)
        x = torch.negative(x)
        x = self.hardswish_2(x)
        x = torch.neg(x)
        return x


def get_inputs():
    return [torch.randn(173952, 256)]


def get_init_inputs():
    return []
