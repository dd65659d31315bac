"""ELU -> TripletMarginWithDistanceLoss: synthesised by warpgym synth (seed 7, index 3528, torch#2, dim 0 x515)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ELU -> TripletMarginWithDistanceLoss"""

    def __init__(self):
        super().__init__()
        self.elu_0 = nn.ELU()
        self.tripletmarginwithdistanceloss_1 = nn.TripletMarginWithDistanceLoss()

    def forward(self, x, x1, x2):
        x = self.elu_0(x)
        x = self.tripletmarginwithdistanceloss_1(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(32960, 1024), torch.randn(32960, 1024), torch.randn(32960, 1024)]


def get_init_inputs():
    return []
