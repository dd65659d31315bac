"""CELU -> F.sigmoid -> torch.amin: synthesised by warpgym synth (seed 7, index 1134, torch#3, dim 0 x7037)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CELU -> F.sigmoid -> torch.amin"""

    def __init__(self):
        super().__init__()
        self.celu_0 = nn.CELU()

    def forward(self, x):
        x = self.celu_0(x)
        x = F.sigmoid(x)
        x = torch.amin(x)
        return x


def get_inputs():
    return [torch.randn(112592, 32, 256)]


def get_init_inputs():
    return []
