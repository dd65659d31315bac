"""torch.erf -> Unfold: synthesised by warpgym synth (seed 7, index 1744, torch#2, dim 0 x1014)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.erf -> Unfold"""

    def __init__(self):
        super().__init__()
        self.unfold_1 = nn.Unfold(kernel_size=3)

    def forward(self, x):
        x = torch.erf(x)
        x = self.unfold_1(x)
        return x


def get_inputs():
    return [torch.randn(8112, 64, 16, 16)]


def get_init_inputs():
    return []
