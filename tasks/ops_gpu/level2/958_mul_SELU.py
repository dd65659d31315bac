"""torch.mul -> SELU: synthesised by warpgym synth (seed 7, index 1552, torch#2, dim 0 x9427)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.mul -> SELU"""

    def __init__(self):
        super().__init__()
        self.selu_1 = nn.SELU()

    def forward(self, x, x1):
        x = torch.mul(x, x1)
        x = self.selu_1(x)
        return x


def get_inputs():
    return [torch.randn(37708, 16, 8, 8, 8), torch.randn(37708, 16, 8, 8, 8)]


def get_init_inputs():
    return []
