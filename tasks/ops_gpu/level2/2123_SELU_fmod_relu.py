"""SELU -> torch.fmod -> F.relu: synthesised by warpgym synth (seed 7, index 3354, torch#3, dim 0 x10057)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SELU -> torch.fmod -> F.relu"""

    def __init__(self):
        super().__init__()
        self.selu_0 = nn.SELU()

    def forward(self, x, x1):
        x = self.selu_0(x)
        x = torch.fmod(x, x1)
        x = F.relu(x)
        return x


def get_inputs():
    return [torch.randn(20114, 8, 8, 16, 16), torch.randn(20114, 8, 8, 16, 16)]


def get_init_inputs():
    return []
