"""ReflectionPad3d -> torch.remainder -> TripletMarginWithDistanceLoss: synthesised by warpgym synth (seed 7, index 6386, torch#3, dim 0 x1014)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReflectionPad3d -> torch.remainder -> TripletMarginWithDistanceLoss"""

    def __init__(self):
        super().__init__()
        self.reflectionpad3d_0 = nn.ReflectionPad3d(padding=1)
        self.tripletmarginwithdistanceloss_2 = nn.TripletMarginWithDistanceLoss()

    def forward(self, x, x1, x2, x3):
        x = self.reflectionpad3d_0(x)
        x = torch.remainder(x, x1)
        x = self.tripletmarginwithdistanceloss_2(x, x2, x3)
        return x


def get_inputs():
    return [torch.randn(2028, 8, 8, 16, 16), torch.randn(2028, 8, 10, 18, 18), torch.randn(2028, 8, 10, 18, 18), torch.randn(2028, 8, 10, 18, 18)]


def get_init_inputs():
    return []
