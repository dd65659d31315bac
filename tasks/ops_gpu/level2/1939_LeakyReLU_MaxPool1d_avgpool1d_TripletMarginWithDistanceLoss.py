"""LeakyReLU -> MaxPool1d -> F.avg_pool1d -> TripletMarginWithDistanceLoss: synthesised by warpgym synth (seed 7, index 2645, torch#4, dim 0 x5433)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LeakyReLU -> MaxPool1d -> F.avg_pool1d -> TripletMarginWithDistanceLoss"""

    def __init__(self):
        super().__init__()
        self.leakyrelu_0 = nn.LeakyReLU()
        self.maxpool1d_1 = nn.MaxPool1d(kernel_size=3)
        self.tripletmarginwithdistanceloss_3 = nn.TripletMarginWithDistanceLoss()

    def forward(self, x, x1, x2):
        x = self.leakyrelu_0(x)
        x = self.maxpool1d_1(x)
        x = F.avg_pool1d(x, 3)
        x = self.tripletmarginwithdistanceloss_3(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(1390848, 512), torch.randn(1390848, 56), torch.randn(1390848, 56)]


def get_init_inputs():
    return []
