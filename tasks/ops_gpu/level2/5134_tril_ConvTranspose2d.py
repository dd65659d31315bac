"""torch.tril -> ConvTranspose2d: synthesised by warpgym synth (seed 9, index 639, torch#2, dim 0 x97)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.tril -> ConvTranspose2d"""

    def __init__(self):
        super().__init__()
        self.convtranspose2d_1 = nn.ConvTranspose2d(in_channels=32, kernel_size=3, out_channels=32)

    def forward(self, x):
        x = torch.tril(x)
        x = self.convtranspose2d_1(x)
        return x


def get_inputs():
    return [torch.randn(388, 32, 32, 32)]


def get_init_inputs():
    return []
