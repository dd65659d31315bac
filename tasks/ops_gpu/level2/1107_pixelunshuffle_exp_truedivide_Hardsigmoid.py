"""F.pixel_unshuffle -> torch.exp -> torch.true_divide -> Hardsigmoid: synthesised by warpgym synth (seed 7, index 1794, torch#4, dim 0 x527)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.pixel_unshuffle -> torch.exp -> torch.true_divide -> Hardsigmoid"""

    def __init__(self):
        super().__init__()
        self.hardsigmoid_3 = nn.Hardsigmoid()

    def forward(self, x, x1):
        x = F.pixel_unshuffle(x, 2)
        x = torch.exp(x)
        x = torch.true_divide(x, x1)
        x = self.hardsigmoid_3(x)
        return x


def get_inputs():
    return [torch.randn(8432, 32, 16, 16), torch.randn(8432, 128, 8, 8)]


def get_init_inputs():
    return []
