"""torch.tan -> SmoothL1Loss: synthesised by warpgym synth (seed 7, index 4333, torch#2, dim 0 x1594)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.tan -> SmoothL1Loss"""

    def __init__(self):
        super().__init__()
        self.smoothl1loss_1 = nn.SmoothL1Loss()

    def forward(self, x, x1):
        x = torch.tan(x)
        x = self.smoothl1loss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(408064, 512), torch.randn(408064, 512)]


def get_init_inputs():
    return []
