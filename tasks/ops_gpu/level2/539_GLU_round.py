"""GLU -> torch.round: synthesised by warpgym synth (seed 7, index 875, torch#2, dim 0 x2563)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GLU -> torch.round"""

    def __init__(self):
        super().__init__()
        self.glu_0 = nn.GLU()

    def forward(self, x):
        x = self.glu_0(x)
        x = torch.round(x)
        return x


def get_inputs():
    return [torch.randn(20504, 256, 128)]


def get_init_inputs():
    return []
