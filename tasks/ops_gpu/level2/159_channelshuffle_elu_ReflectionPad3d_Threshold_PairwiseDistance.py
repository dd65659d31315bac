"""F.channel_shuffle -> F.elu -> ReflectionPad3d -> Threshold -> PairwiseDistance: synthesised by warpgym synth (seed 7, index 243, torch#5, dim 0 x229)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.channel_shuffle -> F.elu -> ReflectionPad3d -> Threshold -> PairwiseDistance"""

    def __init__(self):
        super().__init__()
        self.reflectionpad3d_2 = nn.ReflectionPad3d(padding=1)
        self.threshold_3 = nn.Threshold(threshold=0.5, value=0.5)
        self.pairwisedistance_4 = nn.PairwiseDistance()

    def forward(self, x, x1):
        x = F.channel_shuffle(x, 2)
        x = F.elu(x)
        x = self.reflectionpad3d_2(x)
        x = self.threshold_3(x)
        x = self.pairwisedistance_4(x, x1)
        return x


def get_inputs():
    return [torch.randn(1832, 16, 32, 32), torch.randn(1832, 18, 34, 34)]


def get_init_inputs():
    return []
