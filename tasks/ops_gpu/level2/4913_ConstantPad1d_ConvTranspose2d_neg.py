"""ConstantPad1d -> ConvTranspose2d -> torch.neg: synthesised by warpgym synth (seed 9, index 297, torch#3, dim 0 x374)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConstantPad1d -> ConvTranspose2d -> torch.neg"""

    def __init__(self):
        super().__init__()
        self.constantpad1d_0 = nn.ConstantPad1d(padding=1, value=0.5)
        self.convtranspose2d_1 = nn.ConvTranspose2d(in_channels=32, kernel_size=3, out_channels=18)

    def forward(self, x):
        x = self.constantpad1d_0(x)
        x = self.convtranspose2d_1(x)
        x = torch.neg(x)
        return x


def get_inputs():
    return [torch.randn(5984, 32, 16, 16)]


def get_init_inputs():
    return []
