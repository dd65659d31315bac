"""GELU -> torch.nextafter: synthesised by warpgym synth (seed 7, index 5252, torch#2, dim 0 x2610)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GELU -> torch.nextafter"""

    def __init__(self):
        super().__init__()
        self.gelu_0 = nn.GELU()

    def forward(self, x, x1):
        x = self.gelu_0(x)
        x = torch.nextafter(x, x1)
        return x


def get_inputs():
    return [torch.randn(20880, 64, 16, 16), torch.randn(20880, 64, 16, 16)]


def get_init_inputs():
    return []
