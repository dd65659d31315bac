"""F.rrelu -> GELU: synthesised by warpgym synth (seed 7, index 2779, torch#2, dim 0 x1883)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.rrelu -> GELU"""

    def __init__(self):
        super().__init__()
        self.gelu_1 = nn.GELU()

    def forward(self, x):
        x = F.rrelu(x)
        x = self.gelu_1(x)
        return x


def get_inputs():
    return [torch.randn(60256, 128, 64)]


def get_init_inputs():
    return []
