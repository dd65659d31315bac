"""torch.lgamma -> Tanhshrink: synthesised by warpgym synth (seed 7, index 5032, torch#2, dim 0 x522)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.lgamma -> Tanhshrink"""

    def __init__(self):
        super().__init__()
        self.tanhshrink_1 = nn.Tanhshrink()

    def forward(self, x):
        x = torch.lgamma(x)
        x = self.tanhshrink_1(x)
        return x


def get_inputs():
    return [torch.randn(4176, 16, 32, 32)]


def get_init_inputs():
    return []
