"""PReLU -> torch.absolute: synthesised by warpgym synth (seed 9, index 700, torch#2, dim 0 x3310)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """PReLU -> torch.absolute"""

    def __init__(self):
        super().__init__()
        self.prelu_0 = nn.PReLU()

    def forward(self, x):
        x = self.prelu_0(x)
        x = torch.absolute(x)
        return x


def get_inputs():
    return [torch.randn(26480, 64, 16, 16)]


def get_init_inputs():
    return []
