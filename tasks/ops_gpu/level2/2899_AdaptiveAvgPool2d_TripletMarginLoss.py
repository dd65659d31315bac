"""AdaptiveAvgPool2d -> TripletMarginLoss: synthesised by warpgym synth (seed 7, index 3963, torch#2, dim 0 x6083)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveAvgPool2d -> TripletMarginLoss"""

    def __init__(self):
        super().__init__()
        self.adaptiveavgpool2d_0 = nn.AdaptiveAvgPool2d(output_size=4)
        self.tripletmarginloss_1 = nn.TripletMarginLoss()

    def forward(self, x, x1, x2):
        x = self.adaptiveavgpool2d_0(x)
        x = self.tripletmarginloss_1(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(48664, 64, 16, 16), torch.randn(48664, 64, 4, 4), torch.randn(48664, 64, 4, 4)]


def get_init_inputs():
    return []
