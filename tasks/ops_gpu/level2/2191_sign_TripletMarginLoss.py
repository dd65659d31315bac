"""torch.sign -> TripletMarginLoss: synthesised by warpgym synth (seed 7, index 2984, torch#2, dim 0 x671)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sign -> TripletMarginLoss"""

    def __init__(self):
        super().__init__()
        self.tripletmarginloss_1 = nn.TripletMarginLoss()

    def forward(self, x, x1, x2):
        x = torch.sign(x)
        x = self.tripletmarginloss_1(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(343552, 256), torch.randn(343552, 256), torch.randn(343552, 256)]


def get_init_inputs():
    return []
