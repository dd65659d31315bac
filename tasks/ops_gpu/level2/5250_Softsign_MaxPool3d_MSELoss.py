"""Softsign -> MaxPool3d -> MSELoss: synthesised by warpgym synth (seed 8, index 147, torch#3, dim 0 x1109)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softsign -> MaxPool3d -> MSELoss"""

    def __init__(self):
        super().__init__()
        self.softsign_0 = nn.Softsign()
        self.maxpool3d_1 = nn.MaxPool3d(kernel_size=3)
        self.mseloss_2 = nn.MSELoss()

    def forward(self, x, x1):
        x = self.softsign_0(x)
        x = self.maxpool3d_1(x)
        x = self.mseloss_2(x, x1)
        return x


def get_inputs():
    return [torch.randn(4436, 32, 32, 32), torch.randn(4436, 10, 10, 10)]


def get_init_inputs():
    return []
