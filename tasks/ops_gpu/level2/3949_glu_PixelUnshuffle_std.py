"""F.glu -> PixelUnshuffle -> torch.std: synthesised by warpgym synth (seed 7, index 5395, torch#3, dim 0 x5668)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.glu -> PixelUnshuffle -> torch.std"""

    def __init__(self):
        super().__init__()
        self.pixelunshuffle_1 = nn.PixelUnshuffle(downscale_factor=2)

    def forward(self, x):
        x = F.glu(x)
        x = self.pixelunshuffle_1(x)
        x = torch.std(x)
        return x


def get_inputs():
    return [torch.randn(90688, 64, 128)]


def get_init_inputs():
    return []
