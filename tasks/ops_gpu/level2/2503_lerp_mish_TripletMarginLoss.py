"""torch.lerp -> F.mish -> TripletMarginLoss: synthesised by warpgym synth (seed 7, index 3416, torch#3, dim 0 x5154)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.lerp -> F.mish -> TripletMarginLoss"""

    def __init__(self):
        super().__init__()
        self.tripletmarginloss_2 = nn.TripletMarginLoss()

    def forward(self, x, x1, x2, x3, x4):
        x = torch.lerp(x, x1, x2)
        x = F.mish(x)
        x = self.tripletmarginloss_2(x, x3, x4)
        return x


def get_inputs():
    return [torch.randn(20616, 16, 8, 8, 8), torch.randn(20616, 16, 8, 8, 8), torch.randn(20616, 16, 8, 8, 8), torch.randn(20616, 16, 8, 8, 8), torch.randn(20616, 16, 8, 8, 8)]


def get_init_inputs():
    return []
