"""F.adaptive_max_pool2d_with_indices -> ChannelShuffle -> torch.negative -> PairwiseDistance: synthesised by warpgym synth (seed 7, index 5602, torch#4, dim 0 x7054)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.adaptive_max_pool2d_with_indices -> ChannelShuffle -> torch.negative -> PairwiseDistance"""

    def __init__(self):
        super().__init__()
        self.channelshuffle_1 = nn.ChannelShuffle(groups=2)
        self.pairwisedistance_3 = nn.PairwiseDistance()

    def forward(self, x, x1):
        x = F.adaptive_max_pool2d_with_indices(x, output_size=4)[0]
        x = self.channelshuffle_1(x)
        x = torch.negative(x)
        x = self.pairwisedistance_3(x, x1)
        return x


def get_inputs():
    return [torch.randn(112864, 32, 256), torch.randn(112864, 4, 4)]


def get_init_inputs():
    return []
