"""ELU -> F.tanh -> PixelUnshuffle -> torch.sort -> torch.div: synthesised by warpgym synth (seed 7, index 5617, torch#5, dim 0 x418)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ELU -> F.tanh -> PixelUnshuffle -> torch.sort -> torch.div"""

    def __init__(self):
        super().__init__()
        self.elu_0 = nn.ELU()
        self.pixelunshuffle_2 = nn.PixelUnshuffle(downscale_factor=2)

    def forward(self, x, x1):
        x = self.elu_0(x)
        x = F.tanh(x)
        x = self.pixelunshuffle_2(x)
        x = torch.sort(x)[0]
        x = torch.div(x, x1)
        return x


def get_inputs():
    return [torch.randn(1672, 32, 32, 32), torch.randn(1672, 128, 16, 16)]


def get_init_inputs():
    return []
