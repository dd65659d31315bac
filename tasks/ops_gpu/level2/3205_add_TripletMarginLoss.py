"""torch.add -> TripletMarginLoss: synthesised by warpgym synth (seed 7, index 4381, torch#2, dim 0 x89)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.add -> TripletMarginLoss"""

    def __init__(self):
        super().__init__()
        self.tripletmarginloss_1 = nn.TripletMarginLoss()

    def forward(self, x, x1, x2, x3):
        x = torch.add(x, x1)
        x = self.tripletmarginloss_1(x, x2, x3)
        return x


def get_inputs():
    return [torch.randn(2848, 128, 64), torch.randn(2848, 128, 64), torch.randn(2848, 128, 64), torch.randn(2848, 128, 64)]


def get_init_inputs():
    return []
