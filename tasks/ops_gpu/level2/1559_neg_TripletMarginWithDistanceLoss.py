"""torch.neg -> TripletMarginWithDistanceLoss: synthesised by warpgym synth (seed 7, index 2128, torch#2, dim 0 x234)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.neg -> TripletMarginWithDistanceLoss"""

    def __init__(self):
        super().__init__()
        self.tripletmarginwithdistanceloss_1 = nn.TripletMarginWithDistanceLoss()

    def forward(self, x, x1, x2):
        x = torch.neg(x)
        x = self.tripletmarginwithdistanceloss_1(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(3744, 32, 16, 16), torch.randn(3744, 32, 16, 16), torch.randn(3744, 32, 16, 16)]


def get_init_inputs():
    return []
