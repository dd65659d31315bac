"""CELU -> torch.square -> PReLU: synthesised by warpgym synth (seed 7, index 968, torch#3, dim 0 x6821)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CELU -> torch.square -> PReLU"""

    def __init__(self):
        super().__init__()
        self.celu_0 = nn.CELU()
        self.prelu_2 = nn.PReLU()

    def forward(self, x):
        x = self.celu_0(x)
        x = torch.square(x)
        x = self.prelu_2(x)
        return x


def get_inputs():
    return [torch.randn(436544, 1024)]


def get_init_inputs():
    return []
