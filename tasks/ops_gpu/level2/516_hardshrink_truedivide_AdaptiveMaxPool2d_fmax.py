"""F.hardshrink -> torch.true_divide -> AdaptiveMaxPool2d -> torch.fmax: synthesised by warpgym synth (seed 7, index 829, torch#4, dim 0 x471)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardshrink -> torch.true_divide -> AdaptiveMaxPool2d -> torch.fmax"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool2d_2 = nn.AdaptiveMaxPool2d(output_size=4)

    def forward(self, x, x1, x2):
        x = F.hardshrink(x)
        x = torch.true_divide(x, x1)
        x = self.adaptivemaxpool2d_2(x)
        x = torch.fmax(x, x2)
        return x


def get_inputs():
    return [torch.randn(3768, 16, 32, 32), torch.randn(3768, 16, 32, 32), torch.randn(3768, 16, 4, 4)]


def get_init_inputs():
    return []
