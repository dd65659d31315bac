"""Softmax -> torch.nextafter -> ConvTranspose2d -> F.lp_pool2d -> torch.cumprod: synthesised by warpgym synth (seed 9, index 304, torch#5, dim 0 x94)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmax -> torch.nextafter -> ConvTranspose2d -> F.lp_pool2d -> torch.cumprod"""

    def __init__(self):
        super().__init__()
        self.softmax_0 = nn.Softmax()
        self.convtranspose2d_2 = nn.ConvTranspose2d(in_channels=32, kernel_size=3, out_channels=32)

    def forward(self, x, x1):
        x = self.softmax_0(x)
        x = torch.nextafter(x, x1)
        x = self.convtranspose2d_2(x)
        x = F.lp_pool2d(x, kernel_size=3, norm_type=2)
        x = torch.cumprod(x, -1)
        return x


def get_inputs():
    return [torch.randn(376, 32, 32, 32), torch.randn(376, 32, 32, 32)]


def get_init_inputs():
    return []
