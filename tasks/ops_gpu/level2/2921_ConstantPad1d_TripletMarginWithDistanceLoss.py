"""ConstantPad1d -> TripletMarginWithDistanceLoss: synthesised by warpgym synth (seed 7, index 3999, torch#2, dim 0 x352)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConstantPad1d -> TripletMarginWithDistanceLoss"""

    def __init__(self):
        super().__init__()
        self.constantpad1d_0 = nn.ConstantPad1d(padding=1, value=0.5)
        self.tripletmarginwithdistanceloss_1 = nn.TripletMarginWithDistanceLoss()

    def forward(self, x, x1, x2):
        x = self.constantpad1d_0(x)
        x = self.tripletmarginwithdistanceloss_1(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(1408, 32, 32, 32), torch.randn(1408, 32, 32, 34), torch.randn(1408, 32, 32, 34)]


def get_init_inputs():
    return []
