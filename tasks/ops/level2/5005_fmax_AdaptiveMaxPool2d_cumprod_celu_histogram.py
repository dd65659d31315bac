"""torch.fmax -> AdaptiveMaxPool2d -> torch.cumprod -> F.celu -> torch.histogram: synthesised by warpgym synth (seed 7, index 6551, torch#5)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.fmax -> AdaptiveMaxPool2d -> torch.cumprod -> F.celu -> torch.histogram"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool2d_1 = nn.AdaptiveMaxPool2d(output_size=4)

    def forward(self, x, x1):
        x = torch.fmax(x, x1)
        x = self.adaptivemaxpool2d_1(x)
        x = torch.cumprod(x, -1)
        x = F.celu(x)
        x = torch.histogram(x)[0]
        return x


def get_inputs():
    return [torch.randn(8, 64, 16, 16), torch.randn(8, 64, 16, 16)]


def get_init_inputs():
    return []
