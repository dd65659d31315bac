"""ConvTranspose2d -> torch.abs -> ConstantPad2d: synthesised by warpgym synth (seed 7, index 3172, torch#3, dim 0 x99)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConvTranspose2d -> torch.abs -> ConstantPad2d"""

    def __init__(self):
        super().__init__()
        self.convtranspose2d_0 = nn.ConvTranspose2d(in_channels=32, kernel_size=3, out_channels=32)
        self.constantpad2d_2 = nn.ConstantPad2d(padding=1, value=0.5)

    def forward(self, x):
        x = self.convtranspose2d_0(x)
        x = torch.abs(x)
        x = self.constantpad2d_2(x)
        return x


def get_inputs():
    return [torch.randn(396, 32, 32, 32)]


def get_init_inputs():
    return []
