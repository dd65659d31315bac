"""PixelUnshuffle -> torch.float_power -> PoissonNLLLoss: synthesised by warpgym synth (seed 7, index 4293, torch#3, dim 0 x570)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """PixelUnshuffle -> torch.float_power -> PoissonNLLLoss"""

    def __init__(self):
        super().__init__()
        self.pixelunshuffle_0 = nn.PixelUnshuffle(downscale_factor=2)
        self.poissonnllloss_2 = nn.PoissonNLLLoss()

    def forward(self, x, x1):
        x = self.pixelunshuffle_0(x)
        x = torch.float_power(x, 2.0)
        x = self.poissonnllloss_2(x, x1)
        return x


def get_inputs():
    return [torch.randn(9120, 32, 256), torch.randn(36480, 16, 128)]


def get_init_inputs():
    return []
