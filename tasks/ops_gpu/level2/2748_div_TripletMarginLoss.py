"""torch.div -> TripletMarginLoss: synthesised by warpgym synth (seed 7, index 3750, torch#2, dim 0 x4062)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.div -> TripletMarginLoss"""

    def __init__(self):
        super().__init__()
        self.tripletmarginloss_1 = nn.TripletMarginLoss()

    def forward(self, x, x1, x2, x3):
        x = torch.div(x, x1)
        x = self.tripletmarginloss_1(x, x2, x3)
        return x


def get_inputs():
    return [torch.randn(519936, 256), torch.randn(519936, 256), torch.randn(519936, 256), torch.randn(519936, 256)]


def get_init_inputs():
    return []
