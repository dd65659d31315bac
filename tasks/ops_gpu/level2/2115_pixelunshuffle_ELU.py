"""F.pixel_unshuffle -> ELU: synthesised by warpgym synth (seed 7, index 3342, torch#2, dim 0 x1820)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.pixel_unshuffle -> ELU"""

    def __init__(self):
        super().__init__()
        self.elu_1 = nn.ELU()

    def forward(self, x):
        x = F.pixel_unshuffle(x, 2)
        x = self.elu_1(x)
        return x


def get_inputs():
    return [torch.randn(14560, 16, 32, 32)]


def get_init_inputs():
    return []
