"""TripletMarginLoss: synthesised by warpgym synth (seed 8, index 69, torch#1, dim 0 x916)."""
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
    return [torch.randn(3664, 16, 8, 8, 8), torch.randn(3664, 16, 8, 8, 8), torch.randn(3664, 16, 8, 8, 8)]


def get_init_inputs():
    return []
