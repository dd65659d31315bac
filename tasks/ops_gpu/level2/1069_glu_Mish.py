"""F.glu -> Mish: synthesised by warpgym synth (seed 7, index 1739, torch#2, dim 0 x2550)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.glu -> Mish"""

    def __init__(self):
        super().__init__()
        self.mish_1 = nn.Mish()

    def forward(self, x):
        x = F.glu(x)
        x = self.mish_1(x)
        return x


def get_inputs():
    return [torch.randn(163200, 1024)]


def get_init_inputs():
    return []
