"""CircularPad2d -> TripletMarginLoss: synthesised by warpgym synth (seed 7, index 1811, torch#2, dim 0 x560)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CircularPad2d -> TripletMarginLoss"""

    def __init__(self):
        super().__init__()
        self.circularpad2d_0 = nn.CircularPad2d(padding=1)
        self.tripletmarginloss_1 = nn.TripletMarginLoss()

    def forward(self, x, x1, x2):
        x = self.circularpad2d_0(x)
        x = self.tripletmarginloss_1(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(4480, 64, 16, 16), torch.randn(4480, 64, 18, 18), torch.randn(4480, 64, 18, 18)]


def get_init_inputs():
    return []
