"""F.sigmoid -> Hardswish -> ConstantPad1d -> TripletMarginWithDistanceLoss: synthesised by warpgym synth (seed 8, index 154, torch#4, dim 0 x2470)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.sigmoid -> Hardswish -> ConstantPad1d -> TripletMarginWithDistanceLoss"""

    def __init__(self):
        super().__init__()
        self.hardswish_1 = nn.Hardswish()
        self.constantpad1d_2 = nn.ConstantPad1d(padding=1, value=0.5)
        self.tripletmarginwithdistanceloss_3 = nn.TripletMarginWithDistanceLoss()

    def forward(self, x, x1, x2):
        x = F.sigmoid(x)
        x = self.hardswish_1(x)
        x = self.constantpad1d_2(x)
        x = self.tripletmarginwithdistanceloss_3(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(9880, 16, 8, 8, 8), torch.randn(9880, 16, 8, 8, 10), torch.randn(9880, 16, 8, 8, 10)]


def get_init_inputs():
    return []
