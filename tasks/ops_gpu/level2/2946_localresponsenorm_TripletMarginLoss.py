"""F.local_response_norm -> TripletMarginLoss: synthesised by warpgym synth (seed 7, index 4030, torch#2, dim 0 x822)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.local_response_norm -> TripletMarginLoss"""

    def __init__(self):
        super().__init__()
        self.tripletmarginloss_1 = nn.TripletMarginLoss()

    def forward(self, x, x1, x2):
        x = F.local_response_norm(x, size=4)
        x = self.tripletmarginloss_1(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(3288, 16, 8, 8, 8), torch.randn(3288, 16, 8, 8, 8), torch.randn(3288, 16, 8, 8, 8)]


def get_init_inputs():
    return []
