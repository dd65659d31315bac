"""TripletMarginLoss: synthesised by warpgym synth (seed 7, index 1411, torch#1, dim 0 x240)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """TripletMarginLoss"""

    def __init__(self):
        super().__init__()
        self.tripletmarginloss_0 = nn.TripletMarginLoss()

    def forward(self, x, x1, x2):
        x = self.tripletmarginloss_0(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(3840, 32, 16, 16), torch.randn(3840, 32, 16, 16), torch.randn(3840, 32, 16, 16)]


def get_init_inputs():
    return []
