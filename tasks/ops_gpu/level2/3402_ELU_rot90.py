"""ELU -> torch.rot90: synthesised by warpgym synth (seed 7, index 5351, torch#2, dim 0 x2281)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ELU -> torch.rot90"""

    def __init__(self):
        super().__init__()
        self.elu_0 = nn.ELU()

    def forward(self, x):
        x = self.elu_0(x)
        x = torch.rot90(x)
        return x


def get_inputs():
    return [torch.randn(18248, 16, 32, 32)]


def get_init_inputs():
    return []
