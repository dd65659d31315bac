"""F.gelu -> PixelUnshuffle -> torch.addcdiv -> torch.atan2: synthesised by warpgym synth (seed 7, index 2207, torch#4, dim 0 x1811)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.gelu -> PixelUnshuffle -> torch.addcdiv -> torch.atan2"""

    def __init__(self):
        super().__init__()
        self.pixelunshuffle_1 = nn.PixelUnshuffle(downscale_factor=2)

    def forward(self, x, x1, x2, x3):
        x = F.gelu(x)
        x = self.pixelunshuffle_1(x)
        x = torch.addcdiv(x, x1, x2)
        x = torch.atan2(x, x3)
        return x


def get_inputs():
    return [torch.randn(7244, 16, 8, 8, 8), torch.randn(7244, 16, 32, 4, 4), torch.randn(7244, 16, 32, 4, 4), torch.randn(7244, 16, 32, 4, 4)]


def get_init_inputs():
    return []
