"""torch.arcsinh -> PixelUnshuffle: synthesised by warpgym synth (seed 7, index 3617, torch#2, dim 0 x2470)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.arcsinh -> PixelUnshuffle"""

    def __init__(self):
        super().__init__()
        self.pixelunshuffle_1 = nn.PixelUnshuffle(downscale_factor=2)

    def forward(self, x):
        x = torch.arcsinh(x)
        x = self.pixelunshuffle_1(x)
        return x


def get_inputs():
    return [torch.randn(19760, 16, 32, 32)]


def get_init_inputs():
    return []
