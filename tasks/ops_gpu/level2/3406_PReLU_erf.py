"""PReLU -> torch.erf: synthesised by warpgym synth (seed 7, index 5356, torch#2, dim 0 x3814)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """PReLU -> torch.erf"""

    def __init__(self):
        super().__init__()
        self.prelu_0 = nn.PReLU()

    def forward(self, x):
        x = self.prelu_0(x)
        x = torch.erf(x)
        return x


def get_inputs():
    return [torch.randn(244096, 1024)]


def get_init_inputs():
    return []
