"""torch.erf -> TripletMarginLoss: synthesised by warpgym synth (seed 7, index 5609, torch#2, dim 0 x1079)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.erf -> TripletMarginLoss"""

    def __init__(self):
        super().__init__()
        self.tripletmarginloss_1 = nn.TripletMarginLoss()

    def forward(self, x, x1, x2):
        x = torch.erf(x)
        x = self.tripletmarginloss_1(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(17264, 64, 128), torch.randn(17264, 64, 128), torch.randn(17264, 64, 128)]


def get_init_inputs():
    return []
