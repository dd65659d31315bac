"""TripletMarginLoss: synthesised by warpgym synth (seed 7, index 3190, torch#1, dim 0 x6889)."""
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
    return [torch.randn(881792, 256), torch.randn(881792, 256), torch.randn(881792, 256)]


def get_init_inputs():
    return []
