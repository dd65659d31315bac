"""F.lp_pool2d -> TripletMarginLoss: synthesised by warpgym synth (seed 7, index 5028, torch#2, dim 0 x5688)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.lp_pool2d -> TripletMarginLoss"""

    def __init__(self):
        super().__init__()
        self.tripletmarginloss_1 = nn.TripletMarginLoss()

    def forward(self, x, x1, x2):
        x = F.lp_pool2d(x, kernel_size=3, norm_type=2)
        x = self.tripletmarginloss_1(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(91008, 64, 128), torch.randn(91008, 21, 42), torch.randn(91008, 21, 42)]


def get_init_inputs():
    return []
