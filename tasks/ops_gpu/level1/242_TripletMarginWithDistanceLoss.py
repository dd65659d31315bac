"""TripletMarginWithDistanceLoss: synthesised by warpgym synth (seed 7, index 2924, torch#1, dim 0 x2653)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """TripletMarginWithDistanceLoss"""

    def __init__(self):
        super().__init__()
        self.tripletmarginwithdistanceloss_0 = nn.TripletMarginWithDistanceLoss()

    def forward(self, x, x1, x2):
        x = self.tripletmarginwithdistanceloss_0(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(1358336, 256), torch.randn(1358336, 256), torch.randn(1358336, 256)]


def get_init_inputs():
    return []
