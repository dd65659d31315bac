"""torch.trunc -> TripletMarginWithDistanceLoss: synthesised by warpgym synth (seed 7, index 4784, torch#2, dim 0 x248)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.trunc -> TripletMarginWithDistanceLoss"""

    def __init__(self):
        super().__init__()
        self.tripletmarginwithdistanceloss_1 = nn.TripletMarginWithDistanceLoss()

    def forward(self, x, x1, x2):
        x = torch.trunc(x)
        x = self.tripletmarginwithdistanceloss_1(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(63488, 512), torch.randn(63488, 512), torch.randn(63488, 512)]


def get_init_inputs():
    return []
