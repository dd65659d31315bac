"""Threshold -> TripletMarginWithDistanceLoss: synthesised by warpgym synth (seed 7, index 2655, torch#2, dim 0 x188)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Threshold -> TripletMarginWithDistanceLoss"""

    def __init__(self):
        super().__init__()
        self.threshold_0 = nn.Threshold(threshold=0.5, value=0.5)
        self.tripletmarginwithdistanceloss_1 = nn.TripletMarginWithDistanceLoss()

    def forward(self, x, x1, x2):
        x = self.threshold_0(x)
        x = self.tripletmarginwithdistanceloss_1(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(48128, 512), torch.randn(48128, 512), torch.randn(48128, 512)]


def get_init_inputs():
    return []
