"""SELU -> torch.flipud: synthesised by warpgym synth (seed 7, index 1420, torch#2, dim 0 x14655)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SELU -> torch.flipud"""

    def __init__(self):
        super().__init__()
        self.selu_0 = nn.SELU()

    def forward(self, x):
        x = self.selu_0(x)
        x = torch.flipud(x)
        return x


def get_inputs():
    return [torch.randn(1875840, 256)]


def get_init_inputs():
    return []
