"""LogSigmoid -> F.selu: synthesised by warpgym synth (seed 7, index 3454, torch#2, dim 0 x3184)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LogSigmoid -> F.selu"""

    def __init__(self):
        super().__init__()
        self.logsigmoid_0 = nn.LogSigmoid()

    def forward(self, x):
        x = self.logsigmoid_0(x)
        x = F.selu(x)
        return x


def get_inputs():
    return [torch.randn(25472, 64, 16, 16)]


def get_init_inputs():
    return []
