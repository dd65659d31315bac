"""LogSigmoid -> SiLU: synthesised by warpgym synth (seed 7, index 5523, torch#2, dim 0 x4080)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LogSigmoid -> SiLU"""

    def __init__(self):
        super().__init__()
        self.logsigmoid_0 = nn.LogSigmoid()
        self.silu_1 = nn.SiLU()

    def forward(self, x):
        x = self.logsigmoid_0(x)
        x = self.silu_1(x)
        return x


def get_inputs():
    return [torch.randn(16320, 32, 32, 32)]


def get_init_inputs():
    return []
