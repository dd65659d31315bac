"""torch.cummin -> GELU: synthesised by warpgym synth (seed 7, index 6323, torch#2, dim 0 x735)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.cummin -> GELU"""

    def __init__(self):
        super().__init__()
        self.gelu_1 = nn.GELU()

    def forward(self, x):
        x = torch.cummin(x, -1)[0]
        x = self.gelu_1(x)
        return x


def get_inputs():
    return [torch.randn(5880, 64, 16, 16)]


def get_init_inputs():
    return []
