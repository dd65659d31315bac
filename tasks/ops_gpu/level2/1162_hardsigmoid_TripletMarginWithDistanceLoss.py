"""F.hardsigmoid -> TripletMarginWithDistanceLoss: synthesised by warpgym synth (seed 7, index 1588, torch#2, dim 0 x1632)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardsigmoid -> TripletMarginWithDistanceLoss"""

    def __init__(self):
        super().__init__()
        self.tripletmarginwithdistanceloss_1 = nn.TripletMarginWithDistanceLoss()

    def forward(self, x, x1, x2):
        x = F.hardsigmoid(x)
        x = self.tripletmarginwithdistanceloss_1(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(417792, 512), torch.randn(417792, 512), torch.randn(417792, 512)]


def get_init_inputs():
    return []
