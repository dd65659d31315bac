"""torch.diagonal -> CELU: synthesised by warpgym synth (seed 7, index 6388, torch#2)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.diagonal -> CELU"""

    def __init__(self):
        super().__init__()
        self.celu_1 = nn.CELU()

    def forward(self, x):
        x = torch.diagonal(x)
        x = self.celu_1(x)
        return x


def get_inputs():
    return [torch.randn(8, 64, 16, 16)]


def get_init_inputs():
    return []
