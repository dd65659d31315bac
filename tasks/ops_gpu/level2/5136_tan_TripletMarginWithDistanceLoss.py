"""torch.tan -> TripletMarginWithDistanceLoss: synthesised by warpgym synth (seed 8, index 1, torch#2, dim 0 x6675)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.tan -> TripletMarginWithDistanceLoss"""

    def __init__(self):
        super().__init__()
        self.tripletmarginwithdistanceloss_1 = nn.TripletMarginWithDistanceLoss()

    def forward(self, x, x1, x2):
        x = torch.tan(x)
        x = self.tripletmarginwithdistanceloss_1(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(854400, 256), torch.randn(854400, 256), torch.randn(854400, 256)]


def get_init_inputs():
    return []
