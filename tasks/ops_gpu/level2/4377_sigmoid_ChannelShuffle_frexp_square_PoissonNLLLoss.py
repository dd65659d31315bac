"""F.sigmoid -> ChannelShuffle -> torch.frexp -> torch.square -> PoissonNLLLoss: synthesised by warpgym synth (seed 7, index 5971, torch#5, dim 0 x640)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.sigmoid -> ChannelShuffle -> torch.frexp -> torch.square -> PoissonNLLLoss"""

    def __init__(self):
        super().__init__()
        self.channelshuffle_1 = nn.ChannelShuffle(groups=2)
        self.poissonnllloss_4 = nn.PoissonNLLLoss()

    def forward(self, x, x1):
        x = F.sigmoid(x)
        x = self.channelshuffle_1(x)
        x = torch.frexp(x)[0]
        x = torch.square(x)
        x = self.poissonnllloss_4(x, x1)
        return x


def get_inputs():
    return [torch.randn(5120, 16, 32, 32), torch.randn(5120, 16, 32, 32)]


def get_init_inputs():
    return []
