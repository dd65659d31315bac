"""ConvTranspose2d -> Softmin -> SiLU -> F.hardshrink -> MSELoss: synthesised by warpgym synth (seed 7, index 6796, torch#5, dim 0 x68)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConvTranspose2d -> Softmin -> SiLU -> F.hardshrink -> MSELoss"""

    def __init__(self):
        super().__init__()
        self.convtranspose2d_0 = nn.ConvTranspose2d(in_channels=32, kernel_size=3, out_channels=32)
        self.softmin_1 = nn.Softmin()
        self.silu_2 = nn.SiLU()
        self.mseloss_4 = nn.MSELoss()

    def forward(self, x, x1):
        x = self.convtranspose2d_0(x)
        x = self.softmin_1(x)
        x = self.silu_2(x)
        x = F.hardshrink(x)
        x = self.mseloss_4(x, x1)
        return x


def get_inputs():
    return [torch.randn(272, 32, 32, 32), torch.randn(272, 32, 34, 34)]


def get_init_inputs():
    return []
