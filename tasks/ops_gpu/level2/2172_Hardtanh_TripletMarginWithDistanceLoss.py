"""Hardtanh -> TripletMarginWithDistanceLoss: synthesised by warpgym synth (seed 7, index 2959, torch#2, dim 0 x513)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardtanh -> TripletMarginWithDistanceLoss"""

    def __init__(self):
        super().__init__()
        self.hardtanh_0 = nn.Hardtanh()
        self.tripletmarginwithdistanceloss_1 = nn.TripletMarginWithDistanceLoss()

    def forward(self, x, x1, x2):
        x = self.hardtanh_0(x)
        x = self.tripletmarginwithdistanceloss_1(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(262656, 256), torch.randn(262656, 256), torch.randn(262656, 256)]


def get_init_inputs():
    return []
