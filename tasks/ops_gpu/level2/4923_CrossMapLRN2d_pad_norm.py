"""CrossMapLRN2d -> F.pad -> torch.norm: synthesised by warpgym synth (seed 9, index 105, torch#3, dim 0 x148)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CrossMapLRN2d -> F.pad -> torch.norm"""

    def __init__(self):
        super().__init__()
        self.crossmaplrn2d_0 = nn.CrossMapLRN2d(size=4)

    def forward(self, x):
        x = self.crossmaplrn2d_0(x)
        x = F.pad(x, pad=[1, 1])
        x = torch.norm(x)
        return x


def get_inputs():
    return [torch.randn(592, 32, 32, 32)]


def get_init_inputs():
    return []
