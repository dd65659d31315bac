"""Hardswish -> TripletMarginWithDistanceLoss: synthesised by warpgym synth (seed 7, index 2566, torch#2, dim 0 x219)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardswish -> TripletMarginWithDistanceLoss"""

    def __init__(self):
        super().__init__()
        self.hardswish_0 = nn.Hardswish()
        self.tripletmarginwithdistanceloss_1 = nn.TripletMarginWithDistanceLoss()

    def forward(self, x, x1, x2):
        x = self.hardswish_0(x)
        x = self.tripletmarginwithdistanceloss_1(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(3504, 64, 128), torch.randn(3504, 64, 128), torch.randn(3504, 64, 128)]


def get_init_inputs():
    return []
