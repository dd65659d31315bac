"""CELU -> torch.cummax -> torch.histogram: synthesised by warpgym synth (seed 7, index 6683, torch#3)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CELU -> torch.cummax -> torch.histogram"""

    def __init__(self):
        super().__init__()
        self.celu_0 = nn.CELU()

    def forward(self, x):
        x = self.celu_0(x)
        x = torch.cummax(x, -1)[0]
        x = torch.histogram(x)[0]
        return x


def get_inputs():
    return [torch.randn(8, 16, 32, 32)]


def get_init_inputs():
    return []
