"""F.relu -> F.softplus -> ConvTranspose2d: synthesised by warpgym synth (seed 9, index 115, torch#3, dim 0 x1274)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.relu -> F.softplus -> ConvTranspose2d"""

    def __init__(self):
        super().__init__()
        self.convtranspose2d_2 = nn.ConvTranspose2d(in_channels=64, kernel_size=3, out_channels=16)

    def forward(self, x):
        x = F.relu(x)
        x = F.softplus(x)
        x = self.convtranspose2d_2(x)
        return x


def get_inputs():
    return [torch.randn(10192, 64, 16, 16)]


def get_init_inputs():
    return []
