"""ELU -> F.rrelu: synthesised by warpgym synth (seed 7, index 822, torch#2, dim 0 x1257)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ELU -> F.rrelu"""

    def __init__(self):
        super().__init__()
        self.elu_0 = nn.ELU()

    def forward(self, x):
        x = self.elu_0(x)
        x = F.rrelu(x)
        return x


def get_inputs():
    return [torch.randn(5028, 32, 32, 32)]


def get_init_inputs():
    return []
