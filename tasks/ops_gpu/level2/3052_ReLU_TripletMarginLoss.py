"""ReLU -> TripletMarginLoss: synthesised by warpgym synth (seed 7, index 4180, torch#2, dim 0 x199)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReLU -> TripletMarginLoss"""

    def __init__(self):
        super().__init__()
        self.relu_0 = nn.ReLU()
        self.tripletmarginloss_1 = nn.TripletMarginLoss()

    def forward(self, x, x1, x2):
        x = self.relu_0(x)
        x = self.tripletmarginloss_1(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(3184, 32, 256), torch.randn(3184, 32, 256), torch.randn(3184, 32, 256)]


def get_init_inputs():
    return []
