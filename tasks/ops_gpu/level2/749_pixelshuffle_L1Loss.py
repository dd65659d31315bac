"""F.pixel_shuffle -> L1Loss: synthesised by warpgym synth (seed 7, index 1019, torch#2, dim 0 x8209)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.pixel_shuffle -> L1Loss"""

    def __init__(self):
        super().__init__()
        self.l1loss_1 = nn.L1Loss()

    def forward(self, x, x1):
        x = F.pixel_shuffle(x, 2)
        x = self.l1loss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(16418, 8, 8, 16, 16), torch.randn(16418, 8, 2, 32, 32)]


def get_init_inputs():
    return []
