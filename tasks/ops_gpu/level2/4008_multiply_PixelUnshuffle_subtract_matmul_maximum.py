"""torch.multiply -> PixelUnshuffle -> torch.subtract -> torch.matmul -> torch.maximum: synthesised by warpgym synth (seed 7, index 6305, torch#5, dim 0 x1304)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.multiply -> PixelUnshuffle -> torch.subtract -> torch.matmul -> torch.maximum"""

    def __init__(self):
        super().__init__()
        self.pixelunshuffle_1 = nn.PixelUnshuffle(downscale_factor=2)

    def forward(self, x, x1, x2, x3, x4):
        x = torch.multiply(x, x1)
        x = self.pixelunshuffle_1(x)
        x = torch.subtract(x, x2)
        x = torch.matmul(x, x3)
        x = torch.maximum(x, x4)
        return x


def get_inputs():
    return [torch.randn(5216, 32, 32, 32), torch.randn(5216, 32, 32, 32), torch.randn(5216, 128, 16, 16), torch.randn(5216, 128, 16, 16), torch.randn(5216, 128, 16, 16)]


def get_init_inputs():
    return []
