"""SELU -> TripletMarginLoss: synthesised by warpgym synth (seed 7, index 1110, torch#2, dim 0 x2440)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SELU -> TripletMarginLoss"""

    def __init__(self):
        super().__init__()
        self.selu_0 = nn.SELU()
        self.tripletmarginloss_1 = nn.TripletMarginLoss()

    def forward(self, x, x1, x2):
        x = self.selu_0(x)
        x = self.tripletmarginloss_1(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(9760, 16, 8, 8, 8), torch.randn(9760, 16, 8, 8, 8), torch.randn(9760, 16, 8, 8, 8)]


def get_init_inputs():
    return []
