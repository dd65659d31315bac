"""MaxPool3d -> HuberLoss: synthesised by warpgym synth (seed 7, index 6631, torch#2, dim 0 x5537)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """MaxPool3d -> HuberLoss"""

    def __init__(self):
        super().__init__()
        self.maxpool3d_0 = nn.MaxPool3d(kernel_size=3)
        self.huberloss_1 = nn.HuberLoss()

    def forward(self, x, x1):
        x = self.maxpool3d_0(x)
        x = self.huberloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(44296, 64, 16, 16), torch.randn(44296, 21, 5, 5)]


def get_init_inputs():
    return []
