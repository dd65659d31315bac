"""Linear -> TripletMarginWithDistanceLoss: synthesised by warpgym synth (seed 7, index 5610, torch#2, dim 0 x128)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Linear -> TripletMarginWithDistanceLoss"""

    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(in_features=512, out_features=512)
        self.tripletmarginwithdistanceloss_1 = nn.TripletMarginWithDistanceLoss()

    def forward(self, x, x1, x2):
        x = self.linear_0(x)
        x = self.tripletmarginwithdistanceloss_1(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(32768, 512), torch.randn(32768, 512), torch.randn(32768, 512)]


def get_init_inputs():
    return []
