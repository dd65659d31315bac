"""F.softplus -> TripletMarginLoss: synthesised by warpgym synth (seed 7, index 3008, torch#2, dim 0 x514)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softplus -> TripletMarginLoss"""

    def __init__(self):
        super().__init__()
        self.tripletmarginloss_1 = nn.TripletMarginLoss()

    def forward(self, x, x1, x2):
        x = F.softplus(x)
        x = self.tripletmarginloss_1(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(16448, 128, 64), torch.randn(16448, 128, 64), torch.randn(16448, 128, 64)]


def get_init_inputs():
    return []
