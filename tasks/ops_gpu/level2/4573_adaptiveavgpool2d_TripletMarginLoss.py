"""F.adaptive_avg_pool2d -> TripletMarginLoss: synthesised by warpgym synth (seed 7, index 6243, torch#2, dim 0 x7046)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.adaptive_avg_pool2d -> TripletMarginLoss"""

    def __init__(self):
        super().__init__()
        self.tripletmarginloss_1 = nn.TripletMarginLoss()

    def forward(self, x, x1, x2):
        x = F.adaptive_avg_pool2d(x, output_size=4)
        x = self.tripletmarginloss_1(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(56368, 64, 16, 16), torch.randn(56368, 64, 4, 4), torch.randn(56368, 64, 4, 4)]


def get_init_inputs():
    return []
