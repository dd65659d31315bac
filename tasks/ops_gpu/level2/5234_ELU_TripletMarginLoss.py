"""ELU -> TripletMarginLoss: synthesised by warpgym synth (seed 8, index 128, torch#2, dim 0 x1495)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ELU -> TripletMarginLoss"""

    def __init__(self):
        super().__init__()
        self.elu_0 = nn.ELU()
        self.tripletmarginloss_1 = nn.TripletMarginLoss()

    def forward(self, x, x1, x2):
        x = self.elu_0(x)
        x = self.tripletmarginloss_1(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(95680, 1024), torch.randn(95680, 1024), torch.randn(95680, 1024)]


def get_init_inputs():
    return []
