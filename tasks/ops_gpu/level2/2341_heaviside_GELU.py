"""torch.heaviside -> GELU: synthesised by warpgym synth (seed 7, index 3692, torch#2, dim 0 x2500)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.heaviside -> GELU"""

    def __init__(self):
        super().__init__()
        self.gelu_1 = nn.GELU()

    def forward(self, x, x1):
        x = torch.heaviside(x, x1)
        x = self.gelu_1(x)
        return x


def get_inputs():
    return [torch.randn(20000, 64, 16, 16), torch.randn(20000, 64, 16, 16)]


def get_init_inputs():
    return []
