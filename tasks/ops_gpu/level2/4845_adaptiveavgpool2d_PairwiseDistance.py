"""F.adaptive_avg_pool2d -> PairwiseDistance: synthesised by warpgym synth (seed 9, index 185, torch#2, dim 0 x4953)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.adaptive_avg_pool2d -> PairwiseDistance"""

    def __init__(self):
        super().__init__()
        self.pairwisedistance_1 = nn.PairwiseDistance()

    def forward(self, x, x1):
        x = F.adaptive_avg_pool2d(x, output_size=4)
        x = self.pairwisedistance_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(79248, 32, 256), torch.randn(79248, 4, 4)]


def get_init_inputs():
    return []
