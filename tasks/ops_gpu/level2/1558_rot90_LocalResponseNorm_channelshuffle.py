"""torch.rot90 -> LocalResponseNorm -> F.channel_shuffle: synthesised by warpgym synth (seed 7, index 2483, torch#3, dim 0 x1673)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.rot90 -> LocalResponseNorm -> F.channel_shuffle"""

    def __init__(self):
        super().__init__()
        self.localresponsenorm_1 = nn.LocalResponseNorm(size=4)

    def forward(self, x):
        x = torch.rot90(x)
        x = self.localresponsenorm_1(x)
        x = F.channel_shuffle(x, 2)
        return x


def get_inputs():
    return [torch.randn(26768, 32, 16, 16)]


def get_init_inputs():
    return []
