"""F.relu6 -> TripletMarginWithDistanceLoss: synthesised by warpgym synth (seed 7, index 6902, torch#2, dim 0 x1215)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.relu6 -> TripletMarginWithDistanceLoss"""

    def __init__(self):
        super().__init__()
        self.tripletmarginwithdistanceloss_1 = nn.TripletMarginWithDistanceLoss()

    def forward(self, x, x1, x2):
        x = F.relu6(x)
        x = self.tripletmarginwithdistanceloss_1(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(2430, 8, 8, 16, 16), torch.randn(2430, 8, 8, 16, 16), torch.randn(2430, 8, 8, 16, 16)]


def get_init_inputs():
    return []
