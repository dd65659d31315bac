"""F.relu6 -> TripletMarginLoss: synthesised by warpgym synth (seed 7, index 2402, torch#2, dim 0 x2148)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.relu6 -> TripletMarginLoss"""

    def __init__(self):
        super().__init__()
        self.tripletmarginloss_1 = nn.TripletMarginLoss()

    def forward(self, x, x1, x2):
        x = F.relu6(x)
        x = self.tripletmarginloss_1(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(8592, 16, 8, 8, 8), torch.randn(8592, 16, 8, 8, 8), torch.randn(8592, 16, 8, 8, 8)]


def get_init_inputs():
    return []
