"""torch.rad2deg -> Softmin -> F.gelu -> F.pixel_unshuffle: synthesised by warpgym synth (seed 9, index 178, torch#4, dim 0 x260)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.rad2deg -> Softmin -> F.gelu -> F.pixel_unshuffle"""

    def __init__(self):
        super().__init__()
        self.softmin_1 = nn.Softmin()

    def forward(self, x):
        x = torch.rad2deg(x)
        x = self.softmin_1(x)
        x = F.gelu(x)
        x = F.pixel_unshuffle(x, 2)
        return x


def get_inputs():
    return [torch.randn(4160, 32, 256)]


def get_init_inputs():
    return []
