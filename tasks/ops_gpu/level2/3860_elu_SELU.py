"""F.elu -> SELU: synthesised by warpgym synth (seed 7, index 6075, torch#2, dim 0 x6732)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.elu -> SELU"""

    def __init__(self):
        super().__init__()
        self.selu_1 = nn.SELU()

    def forward(self, x):
        x = F.elu(x)
        x = self.selu_1(x)
        return x


def get_inputs():
    return [torch.randn(26928, 16, 8, 8, 8)]


def get_init_inputs():
    return []
