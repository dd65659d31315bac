"""F.tanhshrink -> ELU: synthesised by warpgym synth (seed 7, index 3047, torch#2, dim 0 x1829)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.tanhshrink -> ELU"""

    def __init__(self):
        super().__init__()
        self.elu_1 = nn.ELU()

    def forward(self, x):
        x = F.tanhshrink(x)
        x = self.elu_1(x)
        return x


def get_inputs():
    return [torch.randn(14632, 256, 128)]


def get_init_inputs():
    return []
