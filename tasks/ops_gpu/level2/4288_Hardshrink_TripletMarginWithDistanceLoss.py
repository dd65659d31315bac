"""Hardshrink -> TripletMarginWithDistanceLoss: synthesised by warpgym synth (seed 7, index 5846, torch#2, dim 0 x189)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardshrink -> TripletMarginWithDistanceLoss"""

    def __init__(self):
        super().__init__()
        self.hardshrink_0 = nn.Hardshrink()
        self.tripletmarginwithdistanceloss_1 = nn.TripletMarginWithDistanceLoss()

    def forward(self, x, x1, x2):
        x = self.hardshrink_0(x)
        x = self.tripletmarginwithdistanceloss_1(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(3024, 32, 256), torch.randn(3024, 32, 256), torch.randn(3024, 32, 256)]


def get_init_inputs():
    return []
