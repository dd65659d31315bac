"""torch.pow -> SmoothL1Loss: synthesised by warpgym synth (seed 7, index 4144, torch#2, dim 0 x8947)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.pow -> SmoothL1Loss"""

    def __init__(self):
        super().__init__()
        self.smoothl1loss_1 = nn.SmoothL1Loss()

    def forward(self, x, x1):
        x = torch.pow(x, 2.0)
        x = self.smoothl1loss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(1145216, 256), torch.randn(1145216, 256)]


def get_init_inputs():
    return []
