"""PReLU -> torch.sgn: synthesised by warpgym synth (seed 9, index 17, torch#2, dim 0 x2853)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """PReLU -> torch.sgn"""

    def __init__(self):
        super().__init__()
        self.prelu_0 = nn.PReLU()

    def forward(self, x):
        x = self.prelu_0(x)
        x = torch.sgn(x)
        return x


def get_inputs():
    return [torch.randn(22824, 16, 32, 32)]


def get_init_inputs():
    return []
