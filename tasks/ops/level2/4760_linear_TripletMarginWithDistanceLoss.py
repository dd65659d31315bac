"""F.linear -> TripletMarginWithDistanceLoss: synthesised by warpgym synth (seed 7, index 6245, torch#2)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.linear -> TripletMarginWithDistanceLoss"""

    def __init__(self):
        super().__init__()
        self.tripletmarginwithdistanceloss_1 = nn.TripletMarginWithDistanceLoss()

    def forward(self, x, x1, x2, x3):
        x = F.linear(x, x1)
        x = self.tripletmarginwithdistanceloss_1(x, x2, x3)
        return x


def get_inputs():
    return [torch.randn(256, 256), torch.randn(256, 256), torch.randn(256, 256), torch.randn(256, 256)]


def get_init_inputs():
    return []
