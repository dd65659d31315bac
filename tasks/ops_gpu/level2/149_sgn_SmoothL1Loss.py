"""torch.sgn -> SmoothL1Loss: synthesised by warpgym synth (seed 7, index 195, torch#2, dim 0 x3396)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sgn -> SmoothL1Loss"""

    def __init__(self):
        super().__init__()
        self.smoothl1loss_1 = nn.SmoothL1Loss()

    def forward(self, x, x1):
        x = torch.sgn(x)
        x = self.smoothl1loss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(1738752, 256), torch.randn(1738752, 256)]


def get_init_inputs():
    return []
