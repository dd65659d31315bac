"""ConvTranspose2d -> Sigmoid -> torch.diagonal -> torch.clamp_min -> F.gelu: synthesised by warpgym synth (seed 7, index 3564, torch#5, dim 0 x1251)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConvTranspose2d -> Sigmoid -> torch.diagonal -> torch.clamp_min -> F.gelu"""

    def __init__(self):
        super().__init__()
        self.convtranspose2d_0 = nn.ConvTranspose2d(in_channels=32, kernel_size=3, out_channels=16)
        self.sigmoid_1 = nn.Sigmoid()

    def forward(self, x):
        x = self.convtranspose2d_0(x)
        x = self.sigmoid_1(x)
        x = torch.diagonal(x)
        x = torch.clamp_min(x, 0.5)
        x = F.gelu(x)
        return x


def get_inputs():
    return [torch.randn(20016, 32, 16, 16)]


def get_init_inputs():
    return []
