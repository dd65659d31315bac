"""F.log_softmax -> TripletMarginWithDistanceLoss: synthesised by warpgym synth (seed 7, index 5989, torch#2, dim 0 x2040)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.log_softmax -> TripletMarginWithDistanceLoss"""

    def __init__(self):
        super().__init__()
        self.tripletmarginwithdistanceloss_1 = nn.TripletMarginWithDistanceLoss()

    def forward(self, x, x1, x2):
        x = F.log_softmax(x)
        x = self.tripletmarginwithdistanceloss_1(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(8160, 32, 32, 32), torch.randn(8160, 32, 32, 32), torch.randn(8160, 32, 32, 32)]


def get_init_inputs():
    return []
