"""F.threshold -> SmoothL1Loss: synthesised by warpgym synth (seed 7, index 2328, torch#2, dim 0 x2245)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.threshold -> SmoothL1Loss"""

    def __init__(self):
        super().__init__()
        self.smoothl1loss_1 = nn.SmoothL1Loss()

    def forward(self, x, x1):
        x = F.threshold(x, threshold=0.5, value=0.5)
        x = self.smoothl1loss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(17960, 64, 16, 16), torch.randn(17960, 64, 16, 16)]


def get_init_inputs():
    return []
