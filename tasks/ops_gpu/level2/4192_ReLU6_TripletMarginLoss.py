"""ReLU6 -> TripletMarginLoss: synthesised by warpgym synth (seed 7, index 5717, torch#2, dim 0 x2511)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReLU6 -> TripletMarginLoss"""

    def __init__(self):
        super().__init__()
        self.relu6_0 = nn.ReLU6()
        self.tripletmarginloss_1 = nn.TripletMarginLoss()

    def forward(self, x, x1, x2):
        x = self.relu6_0(x)
        x = self.tripletmarginloss_1(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(40176, 32, 16, 16), torch.randn(40176, 32, 16, 16), torch.randn(40176, 32, 16, 16)]


def get_init_inputs():
    return []
