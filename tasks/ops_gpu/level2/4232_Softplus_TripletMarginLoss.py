"""Softplus -> TripletMarginLoss: synthesised by warpgym synth (seed 7, index 5762, torch#2, dim 0 x344)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softplus -> TripletMarginLoss"""

    def __init__(self):
        super().__init__()
        self.softplus_0 = nn.Softplus()
        self.tripletmarginloss_1 = nn.TripletMarginLoss()

    def forward(self, x, x1, x2):
        x = self.softplus_0(x)
        x = self.tripletmarginloss_1(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(88064, 512), torch.randn(88064, 512), torch.randn(88064, 512)]


def get_init_inputs():
    return []
