"""TripletMarginWithDistanceLoss: synthesised by warpgym synth (seed 7, index 4592, torch#1, dim 0 x346)."""
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
    return [torch.randn(2768, 256, 128), torch.randn(2768, 256, 128), torch.randn(2768, 256, 128)]


def get_init_inputs():
    return []
