"""ChannelShuffle -> torch.inverse -> torch.renorm -> F.hardtanh -> torch.remainder: synthesised by warpgym synth (seed 10, index 136, torch#5, dim 0 x407)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ChannelShuffle -> torch.inverse -> torch.renorm -> F.hardtanh -> torch.remainder"""

    def __init__(self):
        super().__init__()
        self.channelshuffle_0 = nn.ChannelShuffle(groups=2)

    def forward(self, x, x1):
        x = self.channelshuffle_0(x)
        x = torch.inverse(x)
        x = torch.renorm(x, 0.5, -1, 0.5)
        x = F.hardtanh(x)
        x = torch.remainder(x, x1)
        return x


def get_inputs():
    return [torch.randn(1628, 32, 32, 32), torch.randn(1628, 32, 32, 32)]


def get_init_inputs():
    return []
