"""torch.sgn -> Softshrink -> torch.add: synthesised by warpgym synth (seed 10, index 33, torch#3, dim 0 x1164)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sgn -> Softshrink -> torch.add"""

    def __init__(self):
        super().__init__()
        self.softshrink_1 = nn.Softshrink()

    def forward(self, x, x1):
        x = torch.sgn(x)
        x = self.softshrink_1(x)
        x = torch.add(x, x1)
        return x


def get_inputs():
    return [torch.randn(9312, 256, 128), torch.randn(9312, 256, 128)]


def get_init_inputs():
    return []
