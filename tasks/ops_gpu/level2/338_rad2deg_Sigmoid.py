"""torch.rad2deg -> Sigmoid: synthesised by warpgym synth (seed 7, index 518, torch#2, dim 0 x5395)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.rad2deg -> Sigmoid"""

    def __init__(self):
        super().__init__()
        self.sigmoid_1 = nn.Sigmoid()

    def forward(self, x):
        x = torch.rad2deg(x)
        x = self.sigmoid_1(x)
        return x


def get_inputs():
    return [torch.randn(1381120, 256)]


def get_init_inputs():
    return []
