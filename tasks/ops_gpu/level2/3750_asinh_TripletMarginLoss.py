"""torch.asinh -> TripletMarginLoss: synthesised by warpgym synth (seed 7, index 5127, torch#2, dim 0 x589)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.asinh -> TripletMarginLoss"""

    def __init__(self):
        super().__init__()
        self.tripletmarginloss_1 = nn.TripletMarginLoss()

    def forward(self, x, x1, x2):
        x = torch.asinh(x)
        x = self.tripletmarginloss_1(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(9424, 32, 256), torch.randn(9424, 32, 256), torch.randn(9424, 32, 256)]


def get_init_inputs():
    return []
