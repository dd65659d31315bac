"""CELU -> torch.angle -> torch.unique_consecutive: synthesised by warpgym synth (seed 7, index 2250, torch#3)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CELU -> torch.angle -> torch.unique_consecutive"""

    def __init__(self):
        super().__init__()
        self.celu_0 = nn.CELU()

    def forward(self, x):
        x = self.celu_0(x)
        x = torch.angle(x)
        x = torch.unique_consecutive(x)
        return x


def get_inputs():
    return [torch.randn(4, 16, 8, 8, 8)]


def get_init_inputs():
    return []
