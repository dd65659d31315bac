"""PReLU -> torch.aminmax: synthesised by warpgym synth (seed 7, index 3326, torch#2, dim 0 x7643)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """PReLU -> torch.aminmax"""

    def __init__(self):
        super().__init__()
        self.prelu_0 = nn.PReLU()

    def forward(self, x):
        x = self.prelu_0(x)
        x = torch.aminmax(x)[0]
        return x


def get_inputs():
    return [torch.randn(61144, 64, 16, 16)]


def get_init_inputs():
    return []
