"""torch.digamma -> Softshrink: synthesised by warpgym synth (seed 7, index 6026, torch#2, dim 0 x7607)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.digamma -> Softshrink"""

    def __init__(self):
        super().__init__()
        self.softshrink_1 = nn.Softshrink()

    def forward(self, x):
        x = torch.digamma(x)
        x = self.softshrink_1(x)
        return x


def get_inputs():
    return [torch.randn(486848, 1024)]


def get_init_inputs():
    return []
