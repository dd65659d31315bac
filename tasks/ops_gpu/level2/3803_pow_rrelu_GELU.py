"""torch.pow -> F.rrelu -> GELU: synthesised by warpgym synth (seed 7, index 5972, torch#3, dim 0 x2843)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.pow -> F.rrelu -> GELU"""

    def __init__(self):
        super().__init__()
        self.gelu_2 = nn.GELU()

    def forward(self, x):
        x = torch.pow(x, 2.0)
        x = F.rrelu(x)
        x = self.gelu_2(x)
        return x


def get_inputs():
    return [torch.randn(11372, 32, 32, 32)]


def get_init_inputs():
    return []
