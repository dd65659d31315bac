"""torch.renorm -> Hardshrink -> TripletMarginWithDistanceLoss: synthesised by warpgym synth (seed 8, index 99, torch#3, dim 0 x367)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.renorm -> Hardshrink -> TripletMarginWithDistanceLoss"""

    def __init__(self):
        super().__init__()
        self.hardshrink_1 = nn.Hardshrink()
        self.tripletmarginwithdistanceloss_2 = nn.TripletMarginWithDistanceLoss()

    def forward(self, x, x1, x2):
        x = torch.renorm(x, 0.5, -1, 0.5)
        x = self.hardshrink_1(x)
        x = self.tripletmarginwithdistanceloss_2(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(187904, 256), torch.randn(187904, 256), torch.randn(187904, 256)]


def get_init_inputs():
    return []
