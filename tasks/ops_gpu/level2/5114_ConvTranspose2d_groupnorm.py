"""ConvTranspose2d -> F.group_norm: synthesised by warpgym synth (seed 9, index 608, torch#2, dim 0 x822)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConvTranspose2d -> F.group_norm"""

    def __init__(self):
        super().__init__()
        self.convtranspose2d_0 = nn.ConvTranspose2d(in_channels=32, kernel_size=3, out_channels=16)

    def forward(self, x):
        x = self.convtranspose2d_0(x)
        x = F.group_norm(x, num_groups=2)
        return x


def get_inputs():
    return [torch.randn(13152, 32, 16, 16)]


def get_init_inputs():
    return []
