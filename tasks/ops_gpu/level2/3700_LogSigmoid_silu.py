"""LogSigmoid -> F.silu: synthesised by warpgym synth (seed 7, index 5796, torch#2, dim 0 x8125)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LogSigmoid -> F.silu"""

    def __init__(self):
        super().__init__()
        self.logsigmoid_0 = nn.LogSigmoid()

    def forward(self, x):
        x = self.logsigmoid_0(x)
        x = F.silu(x)
        return x


def get_inputs():
    return [torch.randn(16250, 8, 8, 16, 16)]


def get_init_inputs():
    return []
