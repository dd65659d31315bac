"""ConstantPad2d -> TripletMarginLoss: synthesised by warpgym synth (seed 7, index 4354, torch#2)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConstantPad2d -> TripletMarginLoss"""

    def __init__(self):
        super().__init__()
        self.constantpad2d_0 = nn.ConstantPad2d(padding=1, value=0.5)
        self.tripletmarginloss_1 = nn.TripletMarginLoss()

    def forward(self, x, x1, x2):
        x = self.constantpad2d_0(x)
        x = self.tripletmarginloss_1(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(256, 256), torch.randn(258, 258), torch.randn(258, 258)]


def get_init_inputs():
    return []
