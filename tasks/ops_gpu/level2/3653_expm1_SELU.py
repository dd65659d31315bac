"""torch.expm1 -> SELU: synthesised by warpgym synth (seed 7, index 5732, torch#2, dim 0 x3401)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.expm1 -> SELU"""

    def __init__(self):
        super().__init__()
        self.selu_1 = nn.SELU()

    def forward(self, x):
        x = torch.expm1(x)
        x = self.selu_1(x)
        return x


def get_inputs():
    return [torch.randn(54416, 32, 256)]


def get_init_inputs():
    return []
