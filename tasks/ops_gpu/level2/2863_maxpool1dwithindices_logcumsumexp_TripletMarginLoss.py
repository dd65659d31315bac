"""F.max_pool1d_with_indices -> torch.logcumsumexp -> TripletMarginLoss: synthesised by warpgym synth (seed 7, index 3910, torch#3, dim 0 x2375)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.max_pool1d_with_indices -> torch.logcumsumexp -> TripletMarginLoss"""

    def __init__(self):
        super().__init__()
        self.tripletmarginloss_2 = nn.TripletMarginLoss()

    def forward(self, x, x1, x2):
        x = F.max_pool1d_with_indices(x, kernel_size=3)[0]
        x = torch.logcumsumexp(x, -1)
        x = self.tripletmarginloss_2(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(19000, 256, 128), torch.randn(19000, 256, 42), torch.randn(19000, 256, 42)]


def get_init_inputs():
    return []
