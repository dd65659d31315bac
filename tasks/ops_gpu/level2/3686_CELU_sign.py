"""CELU -> torch.sign: synthesised by warpgym synth (seed 7, index 5776, torch#2, dim 0 x3397)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CELU -> torch.sign"""

    def __init__(self):
        super().__init__()
        self.celu_0 = nn.CELU()

    def forward(self, x):
        x = self.celu_0(x)
        x = torch.sign(x)
        return x


def get_inputs():
    return [torch.randn(869632, 512)]


def get_init_inputs():
    return []
