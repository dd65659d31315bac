"""LeakyReLU -> F.native_channel_shuffle -> MultiLabelSoftMarginLoss: synthesised by warpgym synth (seed 7, index 3179, torch#3, dim 0 x1144)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LeakyReLU -> F.native_channel_shuffle -> MultiLabelSoftMarginLoss"""

    def __init__(self):
        super().__init__()
        self.leakyrelu_0 = nn.LeakyReLU()
        self.multilabelsoftmarginloss_2 = nn.MultiLabelSoftMarginLoss()

    def forward(self, x, x1):
        x = self.leakyrelu_0(x)
        x = F.native_channel_shuffle(x, 2)
        x = self.multilabelsoftmarginloss_2(x, x1)
        return x


def get_inputs():
    return [torch.randn(4576, 32, 32, 32), torch.randn(4576, 32, 32, 32)]


def get_init_inputs():
    return []
