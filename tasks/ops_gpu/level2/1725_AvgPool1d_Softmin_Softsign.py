"""AvgPool1d -> Softmin -> Softsign: synthesised by warpgym synth (seed 7, index 2735, torch#3, dim 0 x2265)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AvgPool1d -> Softmin -> Softsign"""

    def __init__(self):
        super().__init__()
        self.avgpool1d_0 = nn.AvgPool1d(kernel_size=3)
        self.softmin_1 = nn.Softmin()
        self.softsign_2 = nn.Softsign()

    def forward(self, x):
        x = self.avgpool1d_0(x)
        x = self.softmin_1(x)
        x = self.softsign_2(x)
        return x


def get_inputs():
    return [torch.randn(579840, 256)]


def get_init_inputs():
    return []
