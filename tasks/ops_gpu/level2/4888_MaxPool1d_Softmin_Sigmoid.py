"""MaxPool1d -> Softmin -> Sigmoid: synthesised by warpgym synth (seed 9, index 248, torch#3, dim 0 x5822)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """MaxPool1d -> Softmin -> Sigmoid"""

    def __init__(self):
        super().__init__()
        self.maxpool1d_0 = nn.MaxPool1d(kernel_size=3)
        self.softmin_1 = nn.Softmin()
        self.sigmoid_2 = nn.Sigmoid()

    def forward(self, x):
        x = self.maxpool1d_0(x)
        x = self.softmin_1(x)
        x = self.sigmoid_2(x)
        return x


def get_inputs():
    return [torch.randn(93152, 64, 128)]


def get_init_inputs():
    return []
