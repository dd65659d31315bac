"""LogSigmoid -> torch.trace: synthesised by warpgym synth (seed 7, index 2714, torch#2, dim 0 x14911)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LogSigmoid -> torch.trace"""

    def __init__(self):
        super().__init__()
        self.logsigmoid_0 = nn.LogSigmoid()

    def forward(self, x):
        x = self.logsigmoid_0(x)
        x = torch.trace(x)
        return x


def get_inputs():
    return [torch.randn(3817216, 256)]


def get_init_inputs():
    return []
