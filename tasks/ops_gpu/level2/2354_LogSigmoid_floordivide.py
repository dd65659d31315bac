"""LogSigmoid -> torch.floor_divide: synthesised by warpgym synth (seed 7, index 3718, torch#2, dim 0 x662)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LogSigmoid -> torch.floor_divide"""

    def __init__(self):
        super().__init__()
        self.logsigmoid_0 = nn.LogSigmoid()

    def forward(self, x, x1):
        x = self.logsigmoid_0(x)
        x = torch.floor_divide(x, x1)
        return x


def get_inputs():
    return [torch.randn(5296, 16, 32, 32), torch.randn(5296, 16, 32, 32)]


def get_init_inputs():
    return []
