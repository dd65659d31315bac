"""torch.exp -> SELU: synthesised by warpgym synth (seed 7, index 5800, torch#2, dim 0 x3467)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.exp -> SELU"""

    def __init__(self):
        super().__init__()
        self.selu_1 = nn.SELU()

    def forward(self, x):
        x = torch.exp(x)
        x = self.selu_1(x)
        return x


def get_inputs():
    return [torch.randn(55472, 32, 16, 16)]


def get_init_inputs():
    return []
