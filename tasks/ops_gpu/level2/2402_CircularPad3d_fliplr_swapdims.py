"""CircularPad3d -> torch.fliplr -> torch.swapdims: synthesised by warpgym synth (seed 7, index 3789, torch#3, dim 0 x455)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CircularPad3d -> torch.fliplr -> torch.swapdims"""

    def __init__(self):
        super().__init__()
        self.circularpad3d_0 = nn.CircularPad3d(padding=1)

    def forward(self, x):
        x = self.circularpad3d_0(x)
        x = torch.fliplr(x)
        x = torch.swapdims(x, -1, -2)
        return x


def get_inputs():
    return [torch.randn(1820, 32, 32, 32)]


def get_init_inputs():
    return []
