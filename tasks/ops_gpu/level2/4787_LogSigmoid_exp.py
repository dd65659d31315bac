"""LogSigmoid -> torch.exp: synthesised by warpgym synth (seed 9, index 93, torch#2, dim 0 x3629)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LogSigmoid -> torch.exp"""

    def __init__(self):
        super().__init__()
        self.logsigmoid_0 = nn.LogSigmoid()

    def forward(self, x):
        x = self.logsigmoid_0(x)
        x = torch.exp(x)
        return x


def get_inputs():
    return [torch.randn(14516, 32, 32, 32)]


def get_init_inputs():
    return []
