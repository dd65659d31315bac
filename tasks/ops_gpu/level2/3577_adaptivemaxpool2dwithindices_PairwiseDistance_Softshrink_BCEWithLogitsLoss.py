"""F.adaptive_max_pool2d_with_indices -> PairwiseDistance -> Softshrink -> BCEWithLogitsLoss: synthesised by warpgym synth (seed 7, index 4891, torch#4, dim 0 x7128)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.adaptive_max_pool2d_with_indices -> PairwiseDistance -> Softshrink -> BCEWithLogitsLoss"""

    def __init__(self):
        super().__init__()
        self.pairwisedistance_1 = nn.PairwiseDistance()
        self.softshrink_2 = nn.Softshrink()
        self.bcewithlogitsloss_3 = nn.BCEWithLogitsLoss()

    def forward(self, x, x1, x2):
        x = F.adaptive_max_pool2d_with_indices(x, output_size=4)[0]
        x = self.pairwisedistance_1(x, x1)
        x = self.softshrink_2(x)
        x = self.bcewithlogitsloss_3(x, x2)
        return x


def get_inputs():
    return [torch.randn(114048, 32, 256), torch.randn(114048, 4, 4), torch.randn(114048, 4)]


def get_init_inputs():
    return []
