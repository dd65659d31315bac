"""LogSigmoid -> torch.heaviside -> TripletMarginLoss: synthesised by warpgym synth (seed 7, index 6689, torch#3, dim 0 x6838)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LogSigmoid -> torch.heaviside -> TripletMarginLoss"""

    def __init__(self):
        super().__init__()
        self.logsigmoid_0 = nn.LogSigmoid()
        self.tripletmarginloss_2 = nn.TripletMarginLoss()

    def forward(self, x, x1, x2, x3):
        x = self.logsigmoid_0(x)
        x = torch.heaviside(x, x1)
        x = self.tripletmarginloss_2(x, x2, x3)
        return x


def get_inputs():
    return [torch.randn(13676, 8, 8, 16, 16), torch.randn(13676, 8, 8, 16, 16), torch.randn(13676, 8, 8, 16, 16), torch.randn(13676, 8, 8, 16, 16)]


def get_init_inputs():
    return []
