"""F.threshold -> F.softshrink -> torch.angle -> TripletMarginLoss: synthesised by warpgym synth (seed 7, index 3025, torch#4, dim 0 x1333)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.threshold -> F.softshrink -> torch.angle -> TripletMarginLoss"""

    def __init__(self):
        super().__init__()
        self.tripletmarginloss_3 = nn.TripletMarginLoss()

    def forward(self, x, x1, x2):
        x = F.threshold(x, threshold=0.5, value=0.5)
        x = F.softshrink(x)
        x = torch.angle(x)
        x = self.tripletmarginloss_3(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(10664, 64, 16, 16), torch.randn(10664, 64, 16, 16), torch.randn(10664, 64, 16, 16)]


def get_init_inputs():
    return []
