"""ConvTranspose2d -> Tanh -> CircularPad3d: synthesised by warpgym synth (seed 7, index 4448, torch#3, dim 0 x92)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConvTranspose2d -> Tanh -> CircularPad3d"""

    def __init__(self):
        super().__init__()
        self.convtranspose2d_0 = nn.ConvTranspose2d(in_channels=32, kernel_size=3, out_channels=32)
        self.tanh_1 = nn.Tanh()
        self.circularpad3d_2 = nn.CircularPad3d(padding=1)

    def forward(self, x):
        x = self.convtranspose2d_0(x)
        x = self.tanh_1(x)
        x = self.circularpad3d_2(x)
        return x


def get_inputs():
    return [torch.randn(368, 32, 32, 32)]


def get_init_inputs():
    return []
