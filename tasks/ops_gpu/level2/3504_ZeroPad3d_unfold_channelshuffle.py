"""ZeroPad3d -> F.unfold -> F.channel_shuffle: synthesised by warpgym synth (seed 7, index 5512, torch#3, dim 0 x708)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad3d -> F.unfold -> F.channel_shuffle"""

    def __init__(self):
        super().__init__()
        self.zeropad3d_0 = nn.ZeroPad3d(padding=1)

    def forward(self, x):
        x = self.zeropad3d_0(x)
        x = F.unfold(x, kernel_size=3)
        x = F.channel_shuffle(x, 2)
        return x


def get_inputs():
    return [torch.randn(5664, 16, 32, 32)]


def get_init_inputs():
    return []
