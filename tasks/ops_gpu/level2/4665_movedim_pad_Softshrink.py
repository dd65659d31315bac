"""torch.movedim -> F.pad -> Softshrink: synthesised by warpgym synth (seed 8, index 360, torch#3, dim 0 x3640)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.movedim -> F.pad -> Softshrink"""

    def __init__(self):
        super().__init__()
        self.softshrink_2 = nn.Softshrink()

    def forward(self, x):
        x = torch.movedim(x, 2, 1)
        x = F.pad(x, pad=[1, 1])
        x = self.softshrink_2(x)
        return x


def get_inputs():
    return [torch.randn(58240, 32, 256)]


def get_init_inputs():
    return []
