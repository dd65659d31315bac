"""SELU -> torch.transpose: synthesised by warpgym synth (seed 7, index 6404, torch#2, dim 0 x5834)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SELU -> torch.transpose"""

    def __init__(self):
        super().__init__()
        self.selu_0 = nn.SELU()

    def forward(self, x):
        x = self.selu_0(x)
        x = torch.transpose(x, -1, -2)
        return x


def get_inputs():
    return [torch.randn(1493504, 256)]


def get_init_inputs():
    return []
