"""torch.sign -> CELU: synthesised by warpgym synth (seed 7, index 4053, torch#2, dim 0 x3181)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sign -> CELU"""

    def __init__(self):
        super().__init__()
        self.celu_1 = nn.CELU()

    def forward(self, x):
        x = torch.sign(x)
        x = self.celu_1(x)
        return x


def get_inputs():
    return [torch.randn(25448, 16, 32, 32)]


def get_init_inputs():
    return []
