"""torch.cumsum -> TripletMarginWithDistanceLoss: synthesised by warpgym synth (seed 7, index 3512, torch#2, dim 0 x543)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.cumsum -> TripletMarginWithDistanceLoss"""

    def __init__(self):
        super().__init__()
        self.tripletmarginwithdistanceloss_1 = nn.TripletMarginWithDistanceLoss()

    def forward(self, x, x1, x2):
        x = torch.cumsum(x, -1)
        x = self.tripletmarginwithdistanceloss_1(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(17376, 128, 64), torch.randn(17376, 128, 64), torch.randn(17376, 128, 64)]


def get_init_inputs():
    return []
