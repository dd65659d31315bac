"""MaxPool3d -> PairwiseDistance -> torch.unique_consecutive: synthesised by warpgym synth (seed 7, index 1836, torch#3)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """MaxPool3d -> PairwiseDistance -> torch.unique_consecutive"""

    def __init__(self):
        super().__init__()
        self.maxpool3d_0 = nn.MaxPool3d(kernel_size=3)
        self.pairwisedistance_1 = nn.PairwiseDistance()

    def forward(self, x, x1):
        x = self.maxpool3d_0(x)
        x = self.pairwisedistance_1(x, x1)
        x = torch.unique_consecutive(x)
        return x


def get_inputs():
    return [torch.randn(2, 8, 8, 16, 16), torch.randn(2, 8, 2, 5, 5)]


def get_init_inputs():
    return []
