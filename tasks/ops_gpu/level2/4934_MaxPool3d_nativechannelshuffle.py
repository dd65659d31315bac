"""MaxPool3d -> F.native_channel_shuffle: synthesised by warpgym synth (seed 9, index 332, torch#2, dim 0 x24932)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """MaxPool3d -> F.native_channel_shuffle"""

    def __init__(self):
        super().__init__()
        self.maxpool3d_0 = nn.MaxPool3d(kernel_size=3)

    def forward(self, x):
        x = self.maxpool3d_0(x)
        x = F.native_channel_shuffle(x, 2)
        return x


def get_inputs():
    return [torch.randn(49864, 8, 8, 16, 16)]


def get_init_inputs():
    return []
